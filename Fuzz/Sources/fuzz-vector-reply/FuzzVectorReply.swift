@testable import BarSkinArt
import FuzzDriver

/// libFuzzer's entry point: any bytes as what a decoder child that was taken over might
/// answer. The first two bytes choose the canvas asked for (1 to 64 px a side) and whether
/// a size or pixels come first; the rest is the reply stream, read reply after reply as
/// the parent reads it. Every reply must be taken or refused (ended, garbled), never
/// crash, hang or allocate more than the canvas asked for.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzVectorReply(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard bytes.count >= 2 else { return 0 }
    let width = Int(bytes[0] % 64) + 1, height = Int(bytes[1] % 64) + 1
    var source = VectorReplyBytes(remaining: bytes.dropFirst(2))
    var expected: VectorReply.Expected = bytes[0] & 0x80 == 0 ? .size : .pixels(width: width, height: height)
    while let reply = try? VectorReply.read(from: &source, expecting: expected) {
        if case .pixels(let bitmap) = reply { precondition(bitmap.width == width && bitmap.height == height, "the canvas asked for") }
        expected = expected == .size ? .pixels(width: width, height: height) : .size
    }
    return 0
}

/// The program's entry point (SwiftPM's name for it): libFuzzer's driver, with the function above.
@_cdecl("fuzz_vector_reply_main")
public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    bs_fuzz_run(argc, argv, fuzzVectorReply)
}
