@testable import BarSkinTrace
import Testing

/// SwiftGen's and R.swift's identifiers for the same set names (asset-names.md §2, §3).
struct GeneratorNameTests {
    @Test func swiftGenConstantsFromARealGeneratedFile() {
        #expect(["ic_login", "AccountBg", "007AFF&A7CCF5", "1979FF", "666666&&9B9B9B"].map(SwiftGenName.constant(for:))
            == ["icLogin", "accountBg", "_007AffA7Ccf5", "_1979Ff", "_6666669B9B9B"])
        #expect(["3d_rotation_24px", "URLChooser", "PeoplePicker", "private", "Hero image"].map(SwiftGenName.constant(for:))
            == ["_3dRotation24px", "urlChooser", "peoplePicker", "private", "heroImage"])
    }

    @Test func swiftGenEnumsKeepTheirFirstCapital() {
        #expect(["24Vision", "Exotic", "some$URL", "apples.count", "foo_bar.baz.qux-yay", "25 Ultra Light", "42hello", "SNAKE_CASE"]
            .map(SwiftGenName.enumName(for:))
            == ["_24Vision", "Exotic", "SomeURL", "ApplesCount", "FooBarBazQuxYay", "_25UltraLight", "_42hello", "SnakeCase"])
    }

    /// From the filters' definitions, not from a generated file.
    @Test func swiftGenInferredForms() {
        #expect(["VPNIcon", "AIChat-24", "URL", ""].map(SwiftGenName.constant(for:)) == ["vpnIcon", "aiChat24", "url", ""])
    }

    @Test func rswiftIdentifiers() {
        #expect(["settings-icon", "ic_flag", "VPNIcon", "3d_rotation", "AIChat-24", "Hero image", "10ru", "URL", "Paper"]
            .map(RswiftName.identifier(for:))
            == ["settingsIcon", "ic_flag", "vpnIcon", "d_rotation", "aiChat24", "heroImage", "ru", "urL", "paper"])
    }

    @Test func rswiftLooseFiles() {
        let names = ["gradient.jpg", "icon@2x.png", "icon~ipad.png", "icon~ipad@3x.png", "settings-icon.png", "photo.JPEG", "Logo.PNG"]
        #expect(names.map(RswiftName.looseFileIdentifier(forFileName:)) == ["gradientJpg", "icon", "icon", "icon", "settingsIcon", "photoJPEG", "logoPNG"])
        #expect(["notes.txt", "icon.svg", ".png", "noextension", "123.png"].map(RswiftName.looseFileIdentifier(forFileName:))
            == [nil, nil, nil, nil, nil])
    }
}
