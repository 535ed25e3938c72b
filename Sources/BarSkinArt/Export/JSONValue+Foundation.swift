import BarSkinCore
import Foundation

extension JSONValue {
    /// Converts what `JSONSerialization` returns, sorting object keys the way
    /// Xcode writes them. Nil for values JSON cannot hold.
    init?(foundation value: Any) {
        switch value {
        case let text as String: self = .string(text)
        case is NSNull: self = .null
        case let number as NSNumber:
            // Foundation boxes JSON booleans as NSNumber; only the type code tells them apart.
            let type = String(cString: number.objCType)
            if type == "c" || type == "B" {
                self = .bool(number.boolValue)
            } else if ["d", "f"].contains(type) {
                let double = number.doubleValue
                self = double == double.rounded() && abs(double) < 1e15 ? .int(Int(double)) : .double(double)
            } else if Double(number.intValue) != number.doubleValue {
                // An integer past Int's range (Foundation may box it as unsigned
                // or decimal); intValue would wrap it to another number.
                self = .double(number.doubleValue)
            } else {
                self = .int(number.intValue)
            }
        case let array as [Any]:
            var items: [JSONValue] = []
            for item in array {
                guard let converted = JSONValue(foundation: item) else { return nil }
                items.append(converted)
            }
            self = .array(items)
        case let object as [String: Any]:
            var members: [(String, JSONValue)] = []
            for key in object.keys.sorted() {
                guard let converted = JSONValue(foundation: object[key]!) else { return nil }
                members.append((key, converted))
            }
            self = .object(members)
        default:
            return nil
        }
    }

    /// The members of an object, or nil.
    var objectMembers: [(String, JSONValue)]? {
        if case .object(let members) = self { return members }
        return nil
    }

    /// The value for `key` in an object.
    subscript(key: String) -> JSONValue? {
        objectMembers?.first { $0.0 == key }?.1
    }

    /// An object with `key` set to `value` (replaced in place, or added and the keys re-sorted).
    func setting(_ key: String, to value: JSONValue) -> JSONValue {
        var members = objectMembers ?? []
        if let index = members.firstIndex(where: { $0.0 == key }) {
            members[index].1 = value
        } else {
            members.append((key, value))
            members.sort { $0.0 < $1.0 }
        }
        return .object(members)
    }
}
