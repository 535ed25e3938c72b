import BarSkin
import FuzzDriver

/// libFuzzer's entry point: any bytes through the PNG decoder, which must fail
/// with a PNGDecodingError or decode, never crash, hang or leak; what decodes
/// must decode a row at a time to the same rows. The limits are
/// smaller than the command line's so the fuzzer spends its time on parsing.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPNGDecoder(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let decoder = PNGDecoder(limits: DecodeLimits(maxSide: 4096, maxPixels: 1 << 22))
    guard let image = try? decoder.decode(bytes: bytes, path: "fuzz.png").bitmap else { return 0 }
    // What decodes whole decodes a row at a time to the same rows (glow --with-shape reads masks so).
    guard let reader = try? PNGRowReader(bytes: bytes, path: "fuzz.png", decoder: decoder) else { return 0 }
    var row = [UInt8](repeating: 0, count: image.width * 4)
    for y in 0..<image.height {
        do { try row.withUnsafeMutableBufferPointer { try reader.readRow(into: $0) } } catch { fatalError("row \(y) failed: \(error)") }
        precondition(row[...] == image.pixels[(y * image.width * 4)..<((y + 1) * image.width * 4)], "row \(y) differs")
    }
    return 0
}

/// The program's entry point (SwiftPM's name for it): libFuzzer's driver, with the function above.
@_cdecl("fuzz_png_decoder_main")
public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    bs_fuzz_run(argc, argv, fuzzPNGDecoder)
}
