import BarSkin
import BarSkinTestSupport
import Foundation
import Testing

/// The command line holds no look keys of its own: each drawn-art command's `--dark` takes
/// the keys of its section's look table, the ones a skin's `dark:` takes, and offers them
/// in the table's order.
struct DarkKeysTests {
    static let commands: [(arguments: [String], keys: [String])] = [
        (["tabbar-art"], TabBarSection.lookTable.names),
        (["navbar-art"], NavBarSection.backgroundLookTable.names),
        (["cell-art"], CellsSection.lookTable.names),
        (["back-button", "--title", "Back"], NavBarSection.buttonLookTable.names),
        (["bar-button", "--title", "Done"], NavBarSection.buttonLookTable.names),
    ]

    /// The mask commands: tint's keys are a skin's tab-items `dark:` keys; glow and shadow have no section.
    @Test(arguments: [("tint", TabItemsSection.lookTable.names), ("glow", GlowLookValues.lookTable.names), ("shadow", GlowLookValues.lookTable.names)])
    func maskCommandsDarkKeysAreTheCoresKeys(command: String, keys: [String]) throws {
        let scratch = TemporaryFolder()
        let result = try CommandRunner.run([command, "in.png", "-o", "Build", "--dark", "qqqq=1"], in: scratch.url)
        #expect(result.status == 64)
        #expect(result.standardError.hasPrefix("barskin: error: unknown key 'qqqq' for --dark; expected one of: \(keys.joined(separator: ", "))\n"),
                "\(result.standardError)")
    }

    @Test(arguments: commands.indices)
    func darkKeysAreTheSectionsKeys(index: Int) throws {
        let (arguments, keys) = Self.commands[index]
        let scratch = TemporaryFolder()
        let result = try CommandRunner.run(arguments + ["-o", "Build", "--catalog", "A.xcassets", "--dark", "qqqq=1"], in: scratch.url)
        #expect(result.status == 64)
        #expect(result.standardError.hasPrefix("barskin: error: unknown key 'qqqq' for --dark; expected one of: \(keys.joined(separator: ", "))\n"),
                "\(result.standardError)")
    }

    @Test func theButtonsAndTheBackgroundShareTheNavBarTable() {
        let all = Set(NavBarSection.lookTable.names)
        #expect(Set(NavBarSection.backgroundLookTable.names).isSubset(of: all))
        #expect(Set(NavBarSection.buttonLookTable.names).isSubset(of: all))
    }
}
