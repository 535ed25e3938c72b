import BarSkin
import FuzzDriver

/// libFuzzer's entry point: any bytes as a skin file, which must parse or fail
/// with a located SkinError, never crash or hang.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSkinReader(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    _ = try? SkinSpec(parsing: bytes, path: "fuzz.skin.yml")
    return 0
}

/// The program's entry point (SwiftPM's name for it): libFuzzer's driver, with the function above.
@_cdecl("fuzz_skin_reader_main")
public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    bs_fuzz_run(argc, argv, fuzzSkinReader)
}
