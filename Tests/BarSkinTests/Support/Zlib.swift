import CPNGTestSupport
import Foundation

/// zlib-compresses bytes through the test support C target.
func zlibCompress(_ data: Data) -> [UInt8]? {
    var output = [UInt8](repeating: 0, count: data.count / 100 + 1024)
    var size = output.count
    let status = data.withUnsafeBytes { raw in
        bs_fixture_deflate(raw.bindMemory(to: UInt8.self).baseAddress, raw.count, &output, &size)
    }
    return status == 0 ? Array(output.prefix(size)) : nil
}
