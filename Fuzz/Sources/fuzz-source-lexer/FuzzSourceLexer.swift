@testable import BarSkinTrace
import FuzzDriver

/// libFuzzer's entry point: any bytes through the lexer as Swift and as Objective-C,
/// through the call-site scanner trace runs on Objective-C and the Swift reader.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSourceLexer(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    var swiftLexer = SourceLexer(bytes: bytes, swift: true)
    _ = swiftLexer.tokenize()
    var lexer = SourceLexer(bytes: bytes, swift: false)
    _ = CallSiteScanner(tokens: lexer.tokenize(), file: "fuzz").scan()
    _ = SwiftReader(file: "fuzz").references(in: bytes)
    return 0
}

/// The program's entry point (SwiftPM's name for it): libFuzzer's driver, with the function above.
@_cdecl("fuzz_source_lexer_main")
public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    bs_fuzz_run(argc, argv, fuzzSourceLexer)
}
