import BarSkinCore

/// One piece of evidence that an image may be loaded although nothing names it in a call.
public struct FindingEvidence: Sendable, Hashable {
    /// What the evidence is.
    public enum Kind: String, Sendable {
        /// A string literal, plist or JSON value equal to the image's name.
        case string
        /// A dynamic image name with a fixed part that matches the image (`icon_*`).
        case dynamicName = "dynamic-name"
        /// A bare `.name` that may be the image's generated asset symbol, or a member
        /// of the same name the project declares.
        case assetSymbol = "asset-symbol"
    }

    /// What the evidence is.
    public var kind: Kind
    /// The string or the dynamic name's glob.
    public var text: String
    /// Where it is.
    public var file: String
    /// 1-based line, 0 when unknown.
    public var line: Int
    /// 1-based column, 0 when unknown.
    public var column: Int
    /// What else the evidence may mean (`the enum case 'chat' at Tab.swift:4:10`).
    public var note: String?

    /// A piece of evidence; see the properties.
    public init(kind: Kind, text: String, file: String, line: Int, column: Int, note: String? = nil) {
        self.kind = kind
        self.text = text
        self.file = file
        self.line = line
        self.column = column
        self.note = note
    }

    /// `file:line:col`, or less where unknown.
    public var location: String {
        line > 0 ? "\(file):\(line)" + (column > 0 ? ":\(column)" : "") : file
    }
}
