// The glue between libFuzzer and a fuzz target. Pointer code is allowed here only: this
// package is not part of navaudit's build and not covered by CI's unsafe-code gate.

/// libFuzzer's entry point when the program has its own `main`.
// swift-format-ignore: AlwaysUseLowerCamelCase
@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(
  _ argc: UnsafeMutablePointer<Int32>,
  _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
  _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
) -> Int32

/// Runs libFuzzer with the process's arguments.
///
/// SwiftPM links an executable's entry point as `<module>_main`, which hides libFuzzer's own
/// `main`; each target exports that symbol and calls this.
public func runFuzzer(
  _ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?,
  _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
) -> Int32 {
  var count = argc
  var arguments = argv
  return LLVMFuzzerRunDriver(&count, &arguments, callback)
}

/// The input as bytes.
public func fuzzBytes(_ data: UnsafePointer<UInt8>?, _ size: Int) -> [UInt8] {
  guard let data, size > 0 else { return [] }
  return Array(UnsafeBufferPointer(start: data, count: size))
}

/// Stops the run when an invariant of the target's result does not hold: libFuzzer records
/// the input as a crash, and `Fuzz/run` fails on the "Fatal error" line naming the target.
public func check(
  _ condition: Bool, _ message: @autoclosure () -> String, file: StaticString = #fileID, line: UInt = #line
) {
  if !condition { fatalError("invariant broken: \(message())", file: file, line: line) }
}
