import Foundation

extension TraceScratchProject {
    /// Writes a data set (`Assets.xcassets/intro` makes `intro.dataset`) holding one JSON file, with the Contents.json
    /// Xcode writes when a file is dropped on a new data set.
    public func dataSet(_ relative: String) {
        let name = (relative as NSString).lastPathComponent
        text(relative + ".dataset/" + name + ".json", "{\"v\":4,\"layers\":[]}\n")
        text(relative + ".dataset/Contents.json", "{\n  \"data\" : [\n    {\n      \"filename\" : \"\(name).json\",\n"
            + "      \"idiom\" : \"universal\",\n      \"universal-type-identifier\" : \"public.json\"\n    }\n  ],\n"
            + "  \"info\" : {\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  }\n}\n")
    }

    /// Writes a custom symbol set (`Assets.xcassets/bolt.badge` makes `bolt.badge.symbolset`) with the SVG template and
    /// the Contents.json Xcode writes when a symbol exported from SF Symbols is dropped in.
    public func symbolSet(_ relative: String) {
        let name = (relative as NSString).lastPathComponent
        text(relative + ".symbolset/" + name + ".svg", "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg version=\"1.1\" "
            + "xmlns=\"http://www.w3.org/2000/svg\" width=\"3300\" height=\"2200\"><g id=\"Symbols\"/></svg>\n")
        text(relative + ".symbolset/Contents.json", "{\n  \"info\" : {\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  },\n"
            + "  \"symbols\" : [\n    {\n      \"filename\" : \"\(name).svg\",\n      \"idiom\" : \"universal\"\n    }\n  ]\n}\n")
    }

    /// Writes an app icon set (`Assets.xcassets/AppIcon` makes `AppIcon.appiconset`) as Xcode 14 and later write one:
    /// a single 1024-point image for every size.
    public func appIconSet(_ relative: String) {
        let name = (relative as NSString).lastPathComponent
        text(relative + ".appiconset/" + name + ".png", "not decoded")
        text(relative + ".appiconset/Contents.json", "{\n  \"images\" : [\n    {\n      \"filename\" : \"\(name).png\",\n"
            + "      \"idiom\" : \"universal\",\n      \"platform\" : \"ios\",\n      \"size\" : \"1024x1024\"\n    }\n  ],\n"
            + "  \"info\" : {\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  }\n}\n")
    }

    /// Writes an Icon Composer bundle (`AppIcon` makes `AppIcon.icon`) in the layout Icon Composer saves: `icon.json` with one
    /// group of `layers` (a layer's `dark` file an `image-name-specializations` entry beside its default), and `assets` in `Assets/`.
    public func iconComposer(_ relative: String, layers: [(name: String, image: String, dark: String?)], assets: [String]) {
        for asset in assets { text(relative + ".icon/Assets/" + asset, "not decoded") }
        let entries = layers.map { layer in
            let image = layer.dark.map { dark in
                "          \"image-name-specializations\" : [\n            {\n              \"value\" : \"\(layer.image)\"\n            },\n"
                    + "            {\n              \"appearance\" : \"dark\",\n              \"value\" : \"\(dark)\"\n            }\n          ],\n"
            } ?? "          \"image-name\" : \"\(layer.image)\",\n"
            return "        {\n          \"glass\" : true,\n" + image + "          \"name\" : \"\(layer.name)\"\n        }"
        }
        text(relative + ".icon/icon.json", "{\n  \"fill\" : \"automatic\",\n  \"groups\" : [\n    {\n      \"layers\" : [\n"
            + entries.joined(separator: ",\n") + "\n      ],\n      \"shadow\" : {\n        \"kind\" : \"neutral\",\n        \"opacity\" : 0.5\n      }\n"
            + "    }\n  ],\n  \"supported-platforms\" : {\n    \"circles\" : [\n      \"watchOS\"\n    ],\n    \"squares\" : \"shared\"\n  }\n}\n")
    }

    /// Writes an AR resource group (`Assets.xcassets/Posters` makes `Posters.arresourcegroup`) holding one reference image,
    /// in the layout Xcode writes: the image's physical width in its `properties`.
    public func arResourceGroup(_ relative: String) {
        let info = "  \"info\" : {\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  }"
        text(relative + ".arresourcegroup/Contents.json", "{\n" + info + "\n}\n")
        text(relative + ".arresourcegroup/poster.arreferenceimage/poster.png", "not decoded")
        text(relative + ".arresourcegroup/poster.arreferenceimage/Contents.json", "{\n  \"images\" : [\n    {\n      \"filename\" : \"poster.png\",\n"
            + "      \"idiom\" : \"universal\"\n    }\n  ],\n" + info + ",\n  \"properties\" : {\n    \"unit\" : \"meters\",\n    \"width\" : 0.2\n  }\n}\n")
    }
}
