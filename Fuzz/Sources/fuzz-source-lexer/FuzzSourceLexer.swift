@testable import BarSkinTrace
import FuzzDriver

/// libFuzzer's entry point: any bytes as Swift and as Objective-C source through
/// the lexer and the call-site scanner trace runs on every source file.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSourceLexer(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    for swift in [true, false] {
        var lexer = SourceLexer(bytes: bytes, swift: swift)
        _ = CallSiteScanner(tokens: lexer.tokenize(), file: "fuzz", source: swift ? .swift : .objc).scan()
    }
    return 0
}

/// The program's entry point (SwiftPM's name for it): libFuzzer's driver, with the function above.
@_cdecl("fuzz_source_lexer_main")
public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    bs_fuzz_run(argc, argv, fuzzSourceLexer)
}
