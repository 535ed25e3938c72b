import BarSkinArt
import BarSkinCore

extension AppearanceSwift {
    /// `applyNavigationBar(_:)`: glass and the skin's tint on its buttons from iOS 26; before it the
    /// background, no shadow, the titles' colour (on the buttons too: the tint is the classic bar's
    /// own colour, its buttons' art is drawn in it), and the stretchable back and bar buttons where
    /// the skin draws them, the back button carrying its own arrow (an empty back indicator and mask).
    var navigationBarFunction: [String] {
        var classic = ["appearance.configureWithOpaqueBackground()"]
        if let background = image(NavigationBarBackground.name) { classic.append("appearance.backgroundImage = \(background)") }
        classic += ["appearance.shadowImage = UIImage()", "appearance.shadowColor = nil"]
        if let title = color(.navigationBarTitle) {
            classic += ["appearance.titleTextAttributes = [.foregroundColor: \(title)]",
                        "appearance.largeTitleTextAttributes = [.foregroundColor: \(title)]"]
        }
        for kind in SkinButton.Kind.allCases {
            guard let normal = image(kind.rawValue) else { continue }
            let variable = kind == .back ? "back" : "button"
            classic += ["let \(variable) = UIBarButtonItemAppearance(style: .plain)", "\(variable).normal.backgroundImage = \(normal)"]
            if let highlighted = image(kind.rawValue + "-highlighted") { classic.append("\(variable).highlighted.backgroundImage = \(highlighted)") }
            classic.append("appearance.\(kind == .back ? "backButtonAppearance" : "buttonAppearance") = \(variable)")
            if kind == .back { classic.append("appearance.setBackIndicatorImage(UIImage(), transitionMaskImage: UIImage())") }
        }
        return ["/// The navigation bar: \(glass ? "the system's glass from iOS 26, the skin's art before it" : "the skin's art"), the skin's tint.",
                "static func applyNavigationBar(_ navigationBar: UINavigationBar) {",
                "    let appearance = UINavigationBarAppearance()"]
            + eras(glass: ["appearance.configureWithDefaultBackground()"] + tint(color(.navigationBarTint)),
                   classic: classic + tint(color(.navigationBarTitle))).map { "    " + $0 }
            + ["    navigationBar.standardAppearance = appearance", "    navigationBar.compactAppearance = appearance",
               "    navigationBar.scrollEdgeAppearance = appearance", "}"]
    }

    /// `navigationBar.tintColor = COLOR`, where the colour set is written.
    private func tint(_ color: String?) -> [String] {
        color.map { ["navigationBar.tintColor = \($0)"] } ?? []
    }
}
