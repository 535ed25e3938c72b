/// Numbers and times appended to UTF-8 text as digits, without the `String` that
/// `String(value)` would make: manifests and their indexes hold thousands of them.
extension Array where Element == UInt8 {
    /// `value` in decimal.
    package mutating func appendDecimal(_ value: Int) {
        // Digits into a buffer on the stack, back to front, then appended at once.
        var buffer: (UInt64, UInt64, UInt64) = (0, 0, 0)
        Swift.withUnsafeMutableBytes(of: &buffer) { digits in
            var start = digits.count, rest = value.magnitude
            repeat {
                start -= 1
                digits[start] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: rest % 10)
                rest /= 10
            } while rest > 0
            if value < 0 {
                start -= 1
                digits[start] = UInt8(ascii: "-")
            }
            append(contentsOf: UnsafeRawBufferPointer(rebasing: digits[start...]))
        }
    }

    /// A file time as ``FileStamp/modified`` spells it: `SECONDS.NNNNNNNNN`.
    package mutating func appendTime(seconds: Int, nanoseconds: Int) {
        appendDecimal(seconds)
        var buffer: (UInt64, UInt64) = (0, 0)
        Swift.withUnsafeMutableBytes(of: &buffer) { digits in
            digits[0] = UInt8(ascii: ".")
            var rest = nanoseconds
            for index in stride(from: 9, to: 0, by: -1) {
                digits[index] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: rest % 10)
                rest /= 10
            }
            append(contentsOf: UnsafeRawBufferPointer(rebasing: digits[0..<10]))
        }
    }
}
