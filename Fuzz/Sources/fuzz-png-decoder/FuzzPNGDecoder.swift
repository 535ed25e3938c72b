import BarSkin
import FuzzDriver

/// libFuzzer's entry point: any bytes through the PNG decoder, which must fail
/// with a PNGDecodingError or decode, never crash, hang or leak. The limits are
/// smaller than the command line's so the fuzzer spends its time on parsing.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPNGDecoder(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    _ = try? PNGDecoder(limits: DecodeLimits(maxSide: 4096, maxPixels: 1 << 22)).decode(bytes: bytes, path: "fuzz.png")
    return 0
}

/// The program's entry point (SwiftPM's name for it): libFuzzer's driver, with the function above.
@_cdecl("fuzz_png_decoder_main")
public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    bs_fuzz_run(argc, argv, fuzzPNGDecoder)
}
