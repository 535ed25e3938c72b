import BarSkinCore
import Foundation

/// A ``JSONValue`` read by `JSONDecoder`, with the values ``JSONValue/init(foundation:)``
/// gives (object keys sorted, integral numbers as integers): a Contents.json of 200,000
/// entries goes straight into values, never through Foundation's objects, which held
/// it in more than three times the memory.
struct DecodedJSON: Decodable {
    /// The value read.
    let value: JSONValue

    private struct Key: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    init(from decoder: any Decoder) throws {
        if let object = try? decoder.container(keyedBy: Key.self) {
            var members: [(String, JSONValue)] = []
            members.reserveCapacity(object.allKeys.count)
            for key in object.allKeys { members.append((key.stringValue, try object.decode(DecodedJSON.self, forKey: key).value)) }
            members.sort { $0.0 < $1.0 }
            value = .object(members)
        } else if var array = try? decoder.unkeyedContainer() {
            var items: [JSONValue] = []
            items.reserveCapacity(array.count ?? 0)
            while !array.isAtEnd { items.append(try array.decode(DecodedJSON.self).value) }
            value = .array(items)
        } else {
            let single = try decoder.singleValueContainer()
            if single.decodeNil() {
                value = .null
            } else if let bool = try? single.decode(Bool.self) {
                value = .bool(bool)
            } else if let int = try? single.decode(Int.self) {
                value = .int(int)
            } else if let double = try? single.decode(Double.self) {
                value = double == double.rounded() && abs(double) < 1e15 ? .int(Int(double)) : .double(double)
            } else {
                value = .string(try single.decode(String.self))
            }
        }
    }
}
