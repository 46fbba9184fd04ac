fn main() {
    println!("tabula {}", env!("CARGO_PKG_VERSION"));
}
