extension TraceScratchProject {
    /// The appearances a colour set can be written with, as Xcode writes each in Contents.json.
    public enum ColorAppearance: String, Sendable {
        /// The colour every appearance falls back to.
        case any
        /// `luminosity` `dark`.
        case dark
        /// `contrast` `high`.
        case highContrast = "high-contrast"

        var appearances: String {
            switch self {
            case .any: ""
            case .dark: "      \"appearances\" : [\n        {\n          \"appearance\" : \"luminosity\",\n          \"value\" : \"dark\"\n        }\n      ],\n"
            case .highContrast: "      \"appearances\" : [\n        {\n          \"appearance\" : \"contrast\",\n          \"value\" : \"high\"\n        }\n      ],\n"
            }
        }
    }

    /// Writes a colour set (`Assets.xcassets/Brand` makes `Brand.colorset`) with the Contents.json Xcode writes: one
    /// sRGB colour per appearance given.
    public func colorSet(_ relative: String, appearances: [ColorAppearance] = [.any, .dark]) {
        let entries = appearances.map { appearance in
            "    {\n" + appearance.appearances + "      \"color\" : {\n        \"color-space\" : \"srgb\",\n        \"components\" : {\n"
                + "          \"alpha\" : \"1.000\",\n          \"blue\" : \"0.200\",\n          \"green\" : \"0.400\",\n          \"red\" : \"0.800\"\n"
                + "        }\n      },\n      \"idiom\" : \"universal\"\n    }"
        }
        text(relative + ".colorset/Contents.json", "{\n  \"colors\" : [\n" + entries.joined(separator: ",\n")
            + "\n  ],\n  \"info\" : {\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  }\n}\n")
    }

    /// Writes a storyboard of one scene, in the layout Xcode writes: `view` is the root view's content (its first line is
    /// the file's sixth), `resources` the `<resources>` list's, if any.
    public func storyboard(_ relative: String, view: String, resources: String = "") {
        let indented = { (text: String, depth: Int) in
            text.split(separator: "\n").map { String(repeating: "    ", count: depth) + $0 }.joined(separator: "\n")
        }
        text(relative, """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505">
                <scenes><scene sceneID="s1"><objects>
                    <viewController id="vc1" sceneMemberID="viewController">
                        <view key="view" id="v1">
            \(indented(view, 4))
                        </view>
                    </viewController>
                </objects></scene></scenes>
            \(resources.isEmpty ? "" : "    <resources>\n" + indented(resources, 2) + "\n    </resources>\n")</document>
            """)
    }
}
