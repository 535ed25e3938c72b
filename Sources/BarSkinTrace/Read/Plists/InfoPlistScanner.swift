import BarSkinCore
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// What an Info.plist says the app loads: its storyboards and nibs, icon
/// files, launch images and Home Screen quick action icons.
public struct InfoPlist: Sendable {
    /// The plist's path.
    public var path: String
    /// Image and document references, in key order.
    public var references: [ImageReference]
    /// `UIMainStoryboardFile` or `NSMainNibFile`, without extension.
    public var mainInterface: String?
    /// `UILaunchStoryboardName`.
    public var launchStoryboard: String?
    /// The catalog colours it names: `NSAccentColorName`, `NSWidgetBackgroundColorName`, a launch screen's `UIColorName`.
    public var colorLoads: [AssetLoad] = []
}

/// Reads `Info.plist` files, XML or binary, with PropertyListSerialization.
public struct InfoPlistScanner: Sendable {
    /// Keys whose images are shown at launch.
    public static let launchRoles: Set<String> = ["UILaunchImageFile", "UILaunchImages.UILaunchImageName", "UILaunchScreen.UIImageName"]

    /// A scanner.
    public init() {}

    /// Scans one plist's bytes.
    /// - Throws: ``TraceError`` when it is malformed XML or not a property list.
    public func scan(bytes: [UInt8], path: String) throws -> InfoPlist {
        scan(dictionary: try Self.dictionary(bytes: bytes, path: path), bytes: bytes, path: path)
    }

    /// The top-level dictionary of a plist's bytes, XML or binary.
    /// - Throws: ``TraceError`` when it is malformed XML, not a property list or not a dictionary.
    static func dictionary(bytes: [UInt8], path: String) throws -> [String: Any] {
        let data = Data(bytes)
        let isBinary = bytes.starts(with: Array("bplist".utf8))
        if !isBinary { try XMLDiagnostics.check(data, path: path) }
        let root: Any
        var format = PropertyListSerialization.PropertyListFormat.xml
        do {
            root = try PropertyListSerialization.propertyList(from: data, options: [], format: &format)
        } catch {
            throw TraceProblem.malformedPropertyList(detail: "cannot be read as a property list").located(at: path)
        }
        // A damaged binary plist can still parse as an old-style text plist: a lone string.
        if isBinary && format != .binary {
            throw TraceProblem.malformedPropertyList(detail: "cannot be read as a binary property list").located(at: path)
        }
        guard let dictionary = root as? [String: Any] else {
            throw TraceProblem.malformedPropertyList(detail: "the top level is not a dictionary").located(at: path)
        }
        return dictionary
    }

    /// Scans a plist already read by ``dictionary(bytes:path:)``: its bytes locate each reference.
    func scan(dictionary: [String: Any], bytes: [UInt8], path: String) -> InfoPlist {
        let isBinary = bytes.starts(with: Array("bplist".utf8))
        let locator = isBinary ? nil : TextLocator(bytes: TextLocator.utf8(bytes))
        var result = InfoPlist(path: path, references: [], mainInterface: nil, launchStoryboard: nil)
        // Values are looked for after their key, so a string that also appears earlier under another key is not misplaced.
        var keyOffset = 0
        func addColor(_ value: Any?, role: String) {
            // An empty value names nothing, as for images.
            for name in Self.strings(value) where !name.allSatisfy(\.isWhitespace) {
                var line = 0, column = 0
                if let offset = locator?.stringValue(name, from: keyOffset) { (line, column) = locator!.location(of: offset) }
                result.colorLoads.append(AssetLoad(target: .name(name), file: path, line: line, column: column, source: .plist, role: role))
            }
        }
        func add(_ value: Any?, role: String, document: Bool = false) {
            // An empty value names nothing: Xcode's macOS app template writes `CFBundleIconFile` empty.
            for name in Self.strings(value) where !name.allSatisfy(\.isWhitespace) {
                var line = 0, column = 0
                if let offset = locator?.stringValue(name, from: keyOffset) { (line, column) = locator!.location(of: offset) }
                let target: ReferenceTarget = document ? .document(name) : .name(name)
                result.references.append(ImageReference(target: target, file: path, line: line, column: column, source: .plist, role: role))
            }
        }
        for key in dictionary.keys.sorted() {
            let value = dictionary[key]
            keyOffset = locator?.find(Array("<key>\(TextLocator.escaped(key))</key>".utf8), from: 0) ?? 0
            let base = key.split(separator: "~").first.map(String.init) ?? key
            switch base {
            case "UIMainStoryboardFile", "NSMainNibFile":
                add(value, role: key, document: true)
                if base == key, let name = value as? String { result.mainInterface = name }
            case "UILaunchStoryboardName":
                add(value, role: key, document: true)
                if base == key, let name = value as? String { result.launchStoryboard = name }
            case "CFBundleIconFile", "CFBundleIconFiles", "UILaunchImageFile": add(value, role: base)
            case "CFBundleIcons":
                for (names, role) in Self.icons(in: value) { add(names, role: role) }
            case "UILaunchImages":
                add((value as? [Any])?.map { ($0 as? [String: Any])?["UILaunchImageName"] as Any }, role: "UILaunchImages.UILaunchImageName")
            case "UIApplicationShortcutItems":
                // An item's IconType and IconSymbolName are the system's icons; only IconFile is the app's image.
                add((value as? [Any])?.map { ($0 as? [String: Any])?["UIApplicationShortcutItemIconFile"] as Any },
                    role: "UIApplicationShortcutItems.UIApplicationShortcutItemIconFile")
            case "UILaunchScreen":
                add((value as? [String: Any])?["UIImageName"], role: "UILaunchScreen.UIImageName")
                addColor((value as? [String: Any])?["UIColorName"], role: "UILaunchScreen.UIColorName")
            case "UILaunchScreens":
                let definitions = ((value as? [String: Any])?["UILaunchScreenDefinitions"] as? [Any]) ?? []
                addColor(definitions.map { ($0 as? [String: Any])?["UIColorName"] as Any }, role: "UILaunchScreens.UIColorName")
            case "NSAccentColorName", "NSWidgetBackgroundColorName":
                addColor(value, role: base)
            case "NSExtension":
                // A macOS action extension's Touch Bar button and Finder preview item: its bezel colour and icons by name.
                let attributes = (value as? [String: Any])?["NSExtensionAttributes"] as? [String: Any]
                addColor(attributes?["NSExtensionServiceTouchBarBezelColorName"], role: "NSExtensionServiceTouchBarBezelColorName")
                for key in ["NSExtensionServiceTouchBarIconName", "NSExtensionServiceFinderPreviewIconName"]
                    where (attributes?[key] as? String).map(AppKitImageNames.contains) != true {
                    add(attributes?[key], role: key)
                }
            default: break
            }
        }
        return result
    }

    private static func strings(_ value: Any?) -> [String] {
        if let text = value as? String { return [text] }
        if let list = value as? [Any] { return list.flatMap { strings($0) } }
        return []
    }
}

extension TextLocator {
    /// The offset of the first `<string>value</string>`'s text at or after `start`.
    func stringValue(_ value: String, from start: Int = 0) -> Int? {
        find(Array("<string>\(Self.escaped(value))</string>".utf8), from: start).map { $0 + "<string>".utf8.count }
    }

    /// Text as a plist writes it between tags.
    static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
    }
}
