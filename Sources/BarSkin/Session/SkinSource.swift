import BarSkinArt
import BarSkinCore

/// Where a build's items come from: a skin file, or a command's flags. A command
/// run has no file, so nothing of it is ever spelled as a skin path or a line.
public enum SkinSource: Sendable, Hashable, Comparable {
    /// A skin file (`NAME.skin.yml`), as the user named it.
    case file(String)
    /// A command run from its flags (`tint icons -o Build`): the command and its input roots.
    case command(SkinInvocation)

    /// A run of the command `name` on `roots` (as typed; made absolute and sorted).
    public static func command(_ name: String, roots: [String]) -> SkinSource {
        .command(SkinInvocation(command: name, roots: roots))
    }

    /// The skin file, when the source is one.
    public var file: String? {
        if case .file(let path) = self { path } else { nil }
    }

    /// The command run, when the source is one.
    public var invocation: SkinInvocation? {
        if case .command(let invocation) = self { invocation } else { nil }
    }

    /// Skin files first, by path, then command runs, by command and roots: the order manifests are settled in.
    public static func < (lhs: SkinSource, rhs: SkinSource) -> Bool {
        switch (lhs, rhs) {
        case (.file(let left), .file(let right)): left < right
        case (.file, .command): true
        case (.command, .file): false
        case (.command(let left), .command(let right)):
            left.command != right.command ? left.command < right.command : left.roots.lexicographicallyPrecedes(right.roots)
        }
    }

    /// The `skin` member of `--json`: the skin file, or null for a command run (as its manifest says).
    public var json: JSONValue {
        file.map(JSONValue.string) ?? .null
    }
}
