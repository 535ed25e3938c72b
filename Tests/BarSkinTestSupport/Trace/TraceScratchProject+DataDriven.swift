extension TraceScratchProject {
    /// The Contents.json Xcode writes at the top of a catalog.
    public static let catalogInfo = "{\n  \"info\" : {\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  }\n}\n"

    /// An app in `P`, laid out as Xcode writes it, that loads images by names built from data:
    /// a `Trackers` catalog of three sets, a `Flags` namespace of two beside the named `hero` and the
    /// unnamed `stale` in `Assets`, and a `Logos` folder of two loose images, none of them named.
    /// `App/Logo.swift` loads `UIImage(named: name)` at 4:5 when `dataDriven`, else nothing.
    public static func dataDrivenApp(dataDriven: Bool = true) -> TraceScratchProject {
        let project = TraceScratchProject()
        for catalog in ["Assets", "Trackers"] { project.text("P/App/\(catalog).xcassets/Contents.json", catalogInfo) }
        for name in ["tracker_a", "tracker_b", "tracker_c"] { project.imageSet("P/App/Trackers.xcassets/" + name) }
        project.namespace("P/App/Assets.xcassets/Flags")
        for name in ["hero", "stale", "Flags/flag_fr", "Flags/flag_de"] { project.imageSet("P/App/Assets.xcassets/" + name) }
        project.looseImage("P/App/Logos/logo_x")
        project.looseImage("P/App/Logos/logo_y")
        project.text("P/App/Logo.swift", """
            import UIKit

            func logo(named name: String) -> UIImage? {
                \(dataDriven ? "UIImage(named: name)" : "nil")
            }

            let hero = UIImage(named: "hero")

            """)
        project.infoPlist("P/App/Info.plist", "<key>CFBundleName</key>\n<string>App</string>\n")
        project.xcodeProject("P", targets: [
            .init("App", sources: ["App/Logo.swift"], resources: ["App/Assets.xcassets", "App/Trackers.xcassets", "App/Logos/logo_x@2x.png",
                  "App/Logos/logo_x@3x.png", "App/Logos/logo_y@2x.png", "App/Logos/logo_y@3x.png"],
                  settings: ["INFOPLIST_FILE": "App/Info.plist"]),
        ])
        return project
    }
}
