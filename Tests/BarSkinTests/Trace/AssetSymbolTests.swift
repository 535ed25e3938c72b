@testable import BarSkinTrace
import Testing

/// Xcode's generated asset symbols, each pair read from a real `GeneratedAssetSymbols`
/// file (asset-names.md §1.3, §1.6, §8) unless its test says inferred.
struct AssetSymbolTests {
    private func symbols(_ names: [String]) -> [String] { names.map(AssetSymbol.symbol(for:)) }

    @Test func wordsSplitAtSeparatorsAndLaterWordsStartUpperCase() {
        #expect(symbols(["arrow_basic_e", "icon-close", "users-gear 1", "Group 15", "id-card", "Ai_icon", "Empty man PP", "Foo.Bar", "Logo (1)"])
            == ["arrowBasicE", "iconClose", "usersGear1", "group15", "idCard", "aiIcon", "emptyManPP", "fooBar", "logo1"])
        #expect(symbols(["ic_chat_white_24px", "App Logo", "appBadge", "tab-home"]) == ["icChatWhite24Px", "appLogo", "appBadge", "tabHome"])
    }

    @Test func theFirstWordLosesOnlyItsLeadingCapitals() {
        #expect(symbols(["GateIN", "GateOUT", "Paper", "iCloud", "backButton"]) == ["gateIN", "gateOUT", "paper", "iCloud", "backButton"])
        #expect(symbols(["VPNWidgetIcon", "AIHelper-24", "URLChooser"]) == ["vpnWidgetIcon", "aiHelper24", "urlChooser"])
        #expect(symbols(["CS", "TA", "BMR", "BMW", "AI", "ID", "M"]) == ["CS", "TA", "BMR", "BMW", "AI", "ID", "M"])
    }

    @Test func digits() {
        #expect(symbols(["10ru", "1ru", "121212", "2xBadge"]) == ["_10Ru", "_1Ru", "_121212", "_2XBadge"])
        #expect(symbols(["A1", "AL-0", "A-1-1-0", "IMG_4251"]) == ["A_1", "AL_0", "A_1_1_0", "IMG_4251"])
        #expect(symbols(["c1", "gd3", "p1", "image1", "background1", "head2"]) == ["c1", "gd3", "p1", "image1", "background1", "head2"])
    }

    @Test func aFinalImageOrColorWordIsDroppedWhenSomethingIsLeft() {
        #expect(symbols(["SignupImage", "copyLinkImage", "final-image", "Hero image", "AccentColor", "giftColor", "backgroundImage"])
            == ["signup", "copyLink", "final", "hero", "accent", "gift", "background"])
        #expect(symbols(["Image", "Image 1", "Image 10", "AirwaveIcon", "notification-icon", "myimage"])
            == ["image", "image1", "image10", "airwaveIcon", "notificationIcon", "myimage"])
    }

    @Test func keywordsAreReportedNotQuoted() {
        #expect(AssetSymbol.symbol(for: "Default") == "default")
        #expect(AssetSymbol.isSwiftKeyword("default"))
        #expect(AssetSymbol.isSwiftKeyword("class") && AssetSymbol.isSwiftKeyword("Self"))
        #expect(!AssetSymbol.isSwiftKeyword("icon") && !AssetSymbol.isSwiftKeyword("Default"))
    }

    @Test func namespacesAndFullPaths() {
        #expect(["iconPreviews", "GameUI", "Poses", "Colors", "RegexColor", "Color"].map(AssetSymbol.namespace(for:))
                == ["IconPreviews", "GameUI", "Poses", "Colors", "Regex", "Color"])
        #expect(["Icons/Foo.Bar", "iconPreviews/AppIcon", "iconPreviews/BMW", "Poses/A-1-1-0", "GameUI/arrow_basic_e", "Colors/121212", "star"]
            .map(AssetSymbol.swiftPath(forSetName:))
            == ["Icons.fooBar", "IconPreviews.appIcon", "IconPreviews.BMW", "Poses.A_1_1_0", "GameUI.arrowBasicE", "Colors._121212", "star"])
    }

    @Test func objectiveCConstantsKeepTheAcronymAndTheSuffix() {
        let names = ["AccentColor", "PMR Logo", "GateIN", "Group 15", "users-gear 1", "child-studying", "Logo (1)", "BlueImage", "CS",
                     "LaunchImage", "AppIcon", "pastelbabyblue"]
        #expect(names.map(AssetSymbol.objcConstant(forSetName:)) == [
            "ACImageNameAccentColor", "ACImageNamePMRLogo", "ACImageNameGateIN", "ACImageNameGroup15", "ACImageNameUsersGear1",
            "ACImageNameChildStudying", "ACImageNameLogo1", "ACImageNameBlueImage", "ACImageNameCS", "ACImageNameLaunchImage",
            "ACImageNameAppIcon", "ACImageNamePastelbabyblue",
        ])
        #expect(["A1", "AL-0", "IMG_4251"].map(AssetSymbol.objcConstant(forSetName:))
            == ["ACImageName_A_1", "ACImageName_AL_0", "ACImageName_IMG_4251"])
    }

    /// An all-capitals run inside a name keeps its capitals and runs on into a number, and a
    /// letter after a number starts a word: the underscore is for names with no lower case.
    /// The first pair is DuckDuckGo's set and its `Image(.passwordsDDG96X96)` call sites;
    /// the others are its sibling symbols (`.passwordsAdd96X96`, `.remoteMessagePIR`, `.sync128`)
    /// under the set names their symbols imply.
    @Test func anAcronymInsideANameIsKept() {
        let pairs = [
            ("Passwords-DDG-96x96", "passwordsDDG96X96"), ("Passwords-Add-96x96", "passwordsAdd96X96"),
            ("Remote-Message-PIR", "remoteMessagePIR"), ("Sync-128", "sync128"), ("Credit-Cards-Add-96", "creditCardsAdd96"),
            ("Empty man PP", "emptyManPP"), ("IMG_4251", "IMG_4251"), ("AL-0", "AL_0"), ("A1", "A_1"), ("10ru", "_10Ru"),
        ]
        #expect(symbols(pairs.map(\.0)) == pairs.map(\.1))
        #expect(AssetSymbol.objcConstant(forSetName: "Passwords-DDG-96x96") == "ACImageNamePasswordsDDG96X96")
    }

    /// Inferred rules: no generated file shows them, so these pin what the code chose.
    @Test func inferredForms() {
        #expect(AssetSymbol.objcConstant(forSetName: "Icons/star") == "ACImageNameIconsStar")
        #expect(AssetSymbol.objcConstant(forSetName: "10ru") == "ACImageName_10Ru")
        #expect(AssetSymbol.symbol(for: "24PX") == "_24_PX")
        #expect(AssetSymbol.symbol(for: "PMR Logo") == "pmrLogo")
        #expect(AssetSymbol.namespace(for: "24Vision") == "_24Vision")
        #expect(AssetSymbol.symbol(for: "--") == "")
    }

    @Test func aReferenceFindsTheSetWithItsExactPathFirst() {
        func table(_ names: [String]) -> SymbolTable {
            SymbolTable(names.map { ImageAsset(name: $0, kind: .imageset, location: $0, variants: [], emptySlots: [], missingFiles: []) })
        }
        let both = table(["Icons/star", "star", "Art/Icons/starImage"])
        #expect(both.set(for: "star")?.name == "star")
        #expect(both.set(for: "Icons.star")?.name == "Icons/star")
        #expect(both.set(for: "Art.Icons.star")?.name == "Art/Icons/starImage")
        #expect(both.set(for: "moon") == nil)
        // Xcode would not compile `.star` for a namespaced set, but the art is still what it means.
        #expect(table(["Icons/star"]).set(for: "star")?.name == "Icons/star")
        #expect(table(["Art/Icons/star", "Other/star"]).set(for: "Icons.star")?.name == "Art/Icons/star")
    }
}
