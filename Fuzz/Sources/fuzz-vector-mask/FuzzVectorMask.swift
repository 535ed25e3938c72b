import BarSkin
import FuzzDriver

/// libFuzzer's entry point: any bytes as an SVG (or, starting `%PDF`, a PDF) mask,
/// through the reference scan (SVGPrescan, SVGExpansion), librsvg or poppler and
/// the layout, which must refuse with a VectorError or draw, never crash, hang or
/// leak. The limits are small so the fuzzer spends its time on parsing.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzVectorMask(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let path = bytes.starts(with: Array("%PDF".utf8)) ? "fuzz.pdf" : "fuzz.svg"
    let reader = VectorMask(limits: DecodeLimits(maxSide: 512, maxPixels: 1 << 16))
    _ = try? reader.rasterize(bytes, path: path, raster: VectorRaster(scale: 2, fit: size % 3 == 0 ? PointSize(width: 30, height: 20) : nil))
    return 0
}

/// The program's entry point (SwiftPM's name for it): libFuzzer's driver, with the function above.
@_cdecl("fuzz_vector_mask_main")
public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    bs_fuzz_run(argc, argv, fuzzVectorMask)
}
