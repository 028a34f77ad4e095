//! Print a script's values of 0..=N (a quick look while writing a script).
fn main() {
    let args: Vec<String> = std::env::args().collect();
    let source = std::fs::read_to_string(&args[1]).unwrap();
    let upto: i64 = args[2].parse().unwrap();
    let file = args[1].clone();
    rules::on_big_stack(move || {
        let mut game = rules::Rules::compile(&file, &source, rules::Limits::default()).unwrap();
        let t = std::time::Instant::now();
        let positions: Vec<rules::Position> = (0..=upto).map(rules::Position::Int).collect();
        match game.table(&positions, &mut |_, _| {}) {
            Ok(values) => {
                let shown: Vec<String> = values.iter().map(|v| v.to_string()).collect();
                println!("{}", shown.join(" "));
            }
            Err(stopped) => println!("error at {}: {}", stopped.values.len(), stopped.error),
        }
        eprintln!("{:.3} s, {} ops", t.elapsed().as_secs_f64(), game.script().operations());
    });
}
