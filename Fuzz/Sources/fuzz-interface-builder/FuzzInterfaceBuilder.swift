import BarSkin
import FuzzDriver

/// libFuzzer's entry point: any bytes as a storyboard or xib, which trace must
/// scan or report as malformed, never crash or hang.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzInterfaceBuilder(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    _ = try? InterfaceBuilderScanner().scan(bytes: bytes, path: "fuzz.storyboard")
    return 0
}

/// The program's entry point (SwiftPM's name for it): libFuzzer's driver, with the function above.
@_cdecl("fuzz_interface_builder_main")
public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    bs_fuzz_run(argc, argv, fuzzInterfaceBuilder)
}
