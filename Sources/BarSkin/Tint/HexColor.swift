extension RGBA8 {
    /// Parses `#RGB`, `#RRGGBB` or `#RRGGBBAA` (the `#` optional, any case);
    /// nil for anything else, so callers can name the flag in their message.
    public init?(hex text: String) {
        var digits = Substring(text)
        if digits.hasPrefix("#") { digits = digits.dropFirst() }
        guard [3, 6, 8].contains(digits.count), digits.allSatisfy(\.isHexDigit) else { return nil }
        var bytes: [UInt8] = []
        if digits.count == 3 {
            // #RGB widens each digit to a byte: #ABC is #AABBCC.
            bytes = digits.map { UInt8(String($0), radix: 16)! * 17 }
        } else {
            var index = digits.startIndex
            while index < digits.endIndex {
                let next = digits.index(index, offsetBy: 2)
                bytes.append(UInt8(digits[index..<next], radix: 16)!)
                index = next
            }
        }
        self.init(bytes[0], bytes[1], bytes[2], bytes.count == 4 ? bytes[3] : 255)
    }
}
