import BarSkinArt
import BarSkinCore

/// One colour set a skin item writes into the skin's catalog (``ColorSetWriter``): a name and
/// its colour in each appearance the skin gives a look for. It holds no pixels, so it is no
/// ``SkinArt``: the plan lists its Contents.json beside the item's image sets, and the build
/// writes it after them, through the same manifest, `--dry-run` and `--prune`.
public struct SkinColorSet: Sendable, Hashable {
    /// The set's name, which Xcode makes its `ColorResource` symbol of (``SkinColorRole``).
    public var name: String
    /// The colour in each appearance; `any` is always there.
    public var colors: [Appearance: RGBA8]

    /// A set from its parts; `colors` must hold the `any` colour. A colour the same in every
    /// look keeps its `any` entry alone, as Xcode writes a colour with no appearances: every
    /// trait resolves to it either way, and a set that lists looks then says they differ.
    /// Where one look differs every look given is kept, so no device falls back past its own.
    public init(name: String, colors: [Appearance: RGBA8]) {
        guard let any = colors[.any] else { preconditionFailure("a colour set needs its any colour") }
        self.name = name
        self.colors = colors.values.allSatisfy { $0 == any } ? [.any: any] : colors
    }

    /// Everything of it that reaches its file, for recipes and digests.
    var recipeText: String {
        "colorset " + name + colors.keys.sorted().map { " \($0.rawValue)=\(colors[$0]!)" }.joined()
    }
}
