import BarSkinArt
import BarSkinCore

extension AppearanceSwift {
    /// The SwiftUI modifiers: `barSkinTabBar()` and `barSkinNavigationBar()`. Over glass the tint
    /// alone; without it the bar's colour and its visibility, through `toolbarBackgroundVisibility`
    /// from iOS 18 and `toolbarBackground(.visible, for:)` before. The classic navigation bar's
    /// tint is its own colour, so there it colours the bar, not the buttons.
    var swiftUIExtension: [String] {
        var functions: [[String]] = []
        if hasTabBar { functions.append(modifier("barSkinTabBar", bar: "tabBar", tint: .tabBarSelectedItem, background: .tabBarTint, classicTint: true)) }
        if hasNavigationBar {
            functions.append(modifier("barSkinNavigationBar", bar: "navigationBar", tint: .navigationBarTint, background: .navigationBarTint, classicTint: false))
        }
        guard !functions.isEmpty else { return [] }
        return ["", "@available(iOS 17.0, *)", "extension View {"] + functions.map { $0.map { $0.isEmpty ? "" : "    " + $0 } }.joined(separator: [""]) + ["}"]
    }

    /// One bar's modifier.
    private func modifier(_ name: String, bar: String, tint: SkinColorRole, background: SkinColorRole, classicTint: Bool) -> [String] {
        let tinted = colorSets.contains(tint.setName) ? "tint(Color(\(symbol(tint.setName))))" : "self"
        var classic = [classicTint ? tinted : "self"]
        if colorSets.contains(background.setName) {
            let indented = { (lines: [String]) in lines.map { "    " + $0 } }
            let shown = classic[0] + ".toolbarBackground(Color(\(symbol(background.setName))), for: .\(bar))"
            classic = ["if #available(iOS 18, *) {"] + indented([shown + ".toolbarBackgroundVisibility(.visible, for: .\(bar))"])
                + ["} else {"] + indented([shown + ".toolbarBackground(.visible, for: .\(bar))"]) + ["}"]
        }
        let body = classic == [tinted] ? classic : eras(glass: [tinted], classic: classic)
        return ["/// The skin's \(bar == "tabBar" ? "tab bar" : "navigation bar") on this view's bars.", "@ViewBuilder",
                "func \(name)() -> some View {"] + body.map { "    " + $0 } + ["}"]
    }
}
