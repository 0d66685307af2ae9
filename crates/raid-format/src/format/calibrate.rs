//! RF-18's calibration: the win rate for each divisor from 10 to 20, and the divisor whose win
//! rate is closest to a target. The runs are the simulator's (the CLI's `calibrate`); this file
//! keeps the figures, the choice and the SVG plot.

use serde::Serialize;

/// One divisor's run.
#[derive(Debug, Clone, Serialize)]
pub struct Point {
    pub divisor: u8,
    pub games: u64,
    pub wins: u64,
    pub win_rate: f64,
    pub win_rate_ci95: [f64; 2],
}

/// A sweep and its answer.
#[derive(Debug, Clone, Serialize)]
pub struct Calibration {
    pub target: f64,
    pub points: Vec<Point>,
    /// The divisor whose win rate is closest to the target (the lowest among equals).
    pub best: u8,
}

impl Calibration {
    pub fn new(target: f64, points: Vec<Point>) -> Calibration {
        let best = points
            .iter()
            .min_by(|a, b| {
                (a.win_rate - target)
                    .abs()
                    .total_cmp(&(b.win_rate - target).abs())
            })
            .map_or(10, |p| p.divisor);
        Calibration {
            target,
            points,
            best,
        }
    }

    /// A table for people.
    pub fn text(&self) -> String {
        let mut text = String::from("divisor  games  win rate  95% CI\n");
        for p in &self.points {
            let mark = if p.divisor == self.best {
                "  <- closest"
            } else {
                ""
            };
            text += &format!(
                "{:>7}  {:>5}  {:>8.3}  {:.3}–{:.3}{mark}\n",
                p.divisor, p.games, p.win_rate, p.win_rate_ci95[0], p.win_rate_ci95[1]
            );
        }
        text += &format!(
            "target {:.3}: divisor {} comes closest\n",
            self.target, self.best
        );
        text
    }

    /// The curve as an SVG image: win rate against divisor, the interval as a band, the target
    /// as a line.
    pub fn svg(&self) -> String {
        let (w, h, pad) = (640.0, 400.0, 50.0);
        let x = |d: f64| pad + (d - 10.0) / 10.0 * (w - 2.0 * pad);
        let y = |r: f64| h - pad - r * (h - 2.0 * pad);
        let line = |f: &dyn Fn(&Point) -> f64| {
            self.points
                .iter()
                .map(|p| format!("{:.1},{:.1}", x(f64::from(p.divisor)), y(f(p))))
                .collect::<Vec<_>>()
                .join(" ")
        };
        let mut band: Vec<String> = self
            .points
            .iter()
            .map(|p| {
                format!(
                    "{:.1},{:.1}",
                    x(f64::from(p.divisor)),
                    y(p.win_rate_ci95[1])
                )
            })
            .collect();
        band.extend(self.points.iter().rev().map(|p| {
            format!(
                "{:.1},{:.1}",
                x(f64::from(p.divisor)),
                y(p.win_rate_ci95[0])
            )
        }));
        let mut svg = format!(
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{w}\" height=\"{h}\" font-family=\"sans-serif\" font-size=\"12\">\n\
             <rect width=\"{w}\" height=\"{h}\" fill=\"white\"/>\n\
             <polygon points=\"{}\" fill=\"#9ecae1\" opacity=\"0.5\"/>\n\
             <polyline points=\"{}\" fill=\"none\" stroke=\"#08519c\" stroke-width=\"2\"/>\n\
             <line x1=\"{pad}\" x2=\"{}\" y1=\"{t:.1}\" y2=\"{t:.1}\" stroke=\"#d94801\" stroke-dasharray=\"4 4\"/>\n",
            band.join(" "),
            line(&|p| p.win_rate),
            w - pad,
            t = y(self.target),
        );
        for d in 10..=20 {
            svg += &format!(
                "<text x=\"{:.1}\" y=\"{}\" text-anchor=\"middle\">{d}</text>\n",
                x(f64::from(d)),
                h - pad + 18.0
            );
        }
        for r in [0.0, 0.25, 0.5, 0.75, 1.0] {
            svg += &format!(
                "<text x=\"{}\" y=\"{:.1}\" text-anchor=\"end\">{r:.2}</text>\n",
                pad - 6.0,
                y(r) + 4.0
            );
        }
        svg += &format!(
            "<text x=\"{}\" y=\"{}\" text-anchor=\"middle\">divisor (RF-18); win rate with 95% interval; dashed: target {:.2}; closest {}</text>\n</svg>\n",
            w / 2.0,
            pad / 2.0,
            self.target,
            self.best
        );
        svg
    }
}
