import BarSkin
import BarSkinTestSupport
import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Testing

/// Every mistake in a skin file is one located line: the value's line and column and what was expected.
struct SkinSpecErrorTests {
    static func error(_ text: String) -> String {
        do {
            _ = try SkinSpec(parsing: Array(text.utf8), path: "App.skin.yml")
            return "no error"
        } catch {
            return error.description
        }
    }

    static let item = "version: 1\noutput: out\ntab-items:\n  items:\n    - mask: a\n"

    @Test(arguments: [
        ("", "App.skin.yml:1:1: the skin file has no 'version'"),
        ("output: x\n", "App.skin.yml:1:1: the top level has no 'version'"),
        ("version: 2\n", "App.skin.yml:1:10: unsupported skin version '2': this barskin reads version 1"),
        ("version: one\n", "App.skin.yml:1:10: unsupported skin version 'one': this barskin reads version 1"),
        ("version: 1\ntabs: []\n",
         "App.skin.yml:2:1: unknown key 'tabs' in the top level; expected one of: version, output, catalog, ninepatch, compression, appearances, tab-items, backgrounds, tab-bar, nav-bar, cells, color-sets, appearance, preview"),
        ("version: 1\nversion: 1\n", "App.skin.yml:2:1: 'version' is given twice; the first is on line 1"),
        ("version: 1\ncompression: max\n", "App.skin.yml:2:14: 'compression' must be fast, default or best, not 'max'"),
        ("version: 1\noutput: o\ntab-items:\n  items:\n    - mask: a\n    - mask: b\n      mask: c\n",
         "App.skin.yml:7:7: 'mask' is given twice; the first is on line 6"),
        ("{version: 1,\n output: o, output: p}\n", "App.skin.yml:2:13: 'output' is given twice; the first is on line 2"),
        ("version: 1\nx: " + String(repeating: "[", count: 10_001) + String(repeating: "]", count: 10_001) + "\n",
         "App.skin.yml:2:5: malformed YAML: nested too deeply"),
        ("version: 1\noutput: [a\n", "App.skin.yml:3:1: malformed YAML: while parsing a flow sequence: did not find expected ',' or ']'"),
        ("version: 1\noutput: o\ntab-items:\n\titems: []\n", "App.skin.yml:4:1: malformed YAML: a tab cannot indent YAML; indent with spaces"),
        ("version: 1\n\toutput: a\n", "App.skin.yml:2:1: malformed YAML: while scanning a plain scalar: found a tab character that violates indentation"),
        ("version: 1\noutput:\n", "App.skin.yml:2:8: 'output' has no value"),
        ("version: 1\noutput: \"\"\n", "App.skin.yml:2:9: 'output' has no value"),
        (item + "    - mask: ''\n", "App.skin.yml:6:13: 'mask' has no value"),
        ("version: 1\noutput: [a]\n", "App.skin.yml:2:9: 'output' must be a value, not a list"),
        ("version: 1\ntab-items: [a]\n", "App.skin.yml:2:12: 'tab-items' must be a mapping, not a list"),
        ("version: 1\noutput: o\ntab-items:\n  style: classic\n", "App.skin.yml:4:3: tab-items has no 'items'"),
        ("version: 1\noutput: o\ntab-items:\n  items: {}\n", "App.skin.yml:4:10: 'items' must be a list, not a mapping"),
        ("version: 1\noutput: o\ntab-items:\n  items:\n    - name: x\n", "App.skin.yml:5:7: a tab item has no 'mask'"),
        ("version: 1\noutput: o\ntab-items:\n  items:\n    - mask: a\n      colour: red\n",
         "App.skin.yml:6:7: unknown key 'colour' in a tab item; expected one of: mask, name, title, glow, badge, style, normal-color, normal-gradient, selected-color, selected-gradient, selected-fill, gloss, edge-highlight, mask-mode, item-size, mask-size, vector, template-icons, selected-mask, symbols, dark, high-contrast, dark-high-contrast"),
        ("version: 1\noutput: o\ntab-items:\n  selected-color: #FF8800\n  items:\n    - mask: a\n",
         "App.skin.yml:4:19: 'selected-color' has no value: an unquoted # starts a YAML comment, so '#FF8800' is one; quote it: selected-color: \"#FF8800\""),
        // An unquoted colour is a YAML comment: said at the '#', whatever the key, with the value quoted.
        ("version: 1\nnav-bar:\n  tint: #3478F6\n",
         "App.skin.yml:3:9: 'tint' has no value: an unquoted # starts a YAML comment, so '#3478F6' is one; quote it: tint: \"#3478F6\""),
        ("version: 1\noutput: o\ntab-bar:\n  glow:   #00B4F8   # the glow\n",
         "App.skin.yml:4:11: 'glow' has no value: an unquoted # starts a YAML comment, so '#00B4F8' is one; quote it: glow: \"#00B4F8\""),
        ("version: 1\noutput: # Build\n", "App.skin.yml:2:8: 'output' has no value"),
        ("version: 1\noutput: o\ntab-items:\n  selected-color: red\n  items:\n    - mask: a\n",
         "App.skin.yml:4:19: invalid colour 'red' for 'selected-color': expected #RGB, #RRGGBB or #RRGGBBAA"),
        (item + "      normal-gradient: \"#000\"\n",
         "App.skin.yml:6:24: invalid gradient '#000' for 'normal-gradient': expected TOP,BOTTOM, two colours like #BBBBBB,#555555"),
        (item + "      selected-color: \"#000\"\n      selected-fill: f.png\n",
         "App.skin.yml:7:22: selected-color and selected-fill cannot be used together"),
        (item + "      style: shiny\n", "App.skin.yml:6:14: 'style' must be classic, recipe or flat, not 'shiny'"),
        (item + "      gloss: no\n", "App.skin.yml:6:14: 'gloss' must be true or false, not 'no'"),
        (item + "      item-size: 30\n",
         "App.skin.yml:6:18: invalid item size '30' for 'item-size': expected WIDTHxHEIGHT in points, 1 to 512 each, like 30x30"),
        (item + "      mask-mode: color\n", "App.skin.yml:6:18: 'mask-mode' must be alpha or luminance, not 'color'"),
        (item + "    - mask: b/a@3x.png\n", "App.skin.yml:6:13: the name 'a' is already used on line 5"),
        (item + "      name: ../x\n",
         "App.skin.yml:6:13: '../x' cannot name an output: use a plain name of at most 200 bytes without '/', '@', '~', control characters or a leading '.'"),
        ("version: 1\ntab-items:\n  items:\n    - mask: a\n",
         "App.skin.yml:4:13: tab items are written as PNGs or image sets, but the skin has no 'output' or 'catalog' folder to write to"),
        ("version: 1\ncatalog: c.xcassets\nbackgrounds:\n  - image: bg\n", "App.skin.yml:4:5: this background has no 'insets' or 'left-cap'/'top-cap'"),
        ("version: 1\ncatalog: c.xcassets\nbackgrounds:\n  - image: bg\n    insets: 1,2,3\n",
         "App.skin.yml:5:13: 'insets' must be four whole numbers of points, TOP,LEFT,BOTTOM,RIGHT (like 0,14,0,5), not '1,2,3'"),
        ("version: 1\ncatalog: c.xcassets\nbackgrounds:\n  - image: bg\n    insets: 1,2,3,4\n    left-cap: 2\n",
         "App.skin.yml:5:13: 'insets' cannot be combined with 'left-cap'/'top-cap'; choose one UIKit call"),
        ("version: 1\ncatalog: c.xcassets\nbackgrounds:\n  - image: bg\n    left-cap: 2\n    mode: tile\n",
         "App.skin.yml:6:11: 'mode' applies to 'insets'; 'left-cap'/'top-cap' always stretch one point"),
        ("version: 1\ncatalog: c.xcassets\nbackgrounds:\n  - image: bg\n    insets: 1,2,3,4\n    mode: fill\n",
         "App.skin.yml:6:11: 'mode' must be tile or stretch, not 'fill'"),
        ("version: 1\ncatalog: c.xcassets\nbackgrounds:\n  - image: bg\n    top-cap: x\n",
         "App.skin.yml:5:14: 'top-cap' must be a whole number from 0 to 100000, not 'x'"),
        ("version: 1\noutput: o\nbackgrounds:\n  - image: bg\n    top-cap: 1\n    sizes: [320x49, 0x1]\n",
         "App.skin.yml:6:21: each of 'sizes' must be WIDTHxHEIGHT in whole points (like 320x49), not '0x1'"),
        ("version: 1\nbackgrounds:\n  - image: bg\n    top-cap: 1\n",
         "App.skin.yml:3:12: the background 'bg' has no sizes to render and is shipped with its caps, but the skin has no 'catalog' or 'ninepatch' folder to write to"),
        ("version: 1\ncatalog: c.xcassets\nbackgrounds:\n  - image: bg\n    top-cap: 1\n    sizes: [1x1]\n",
         "App.skin.yml:4:12: the background 'bg' is rendered at its sizes, but the skin has no 'output' folder to write to"),
        ("version: 1\ncatalog: c.xcassets\nbackgrounds:\n  - image: bg\n    top-cap: 1\n    content-insets: 1,1,1,1\n",
         "App.skin.yml:4:12: 'content-insets' pads 9-patches, but the skin has no 'ninepatch' folder to write to"),
    ])
    func locatedErrors(text: String, expected: String) {
        #expect(Self.error(text) == expected)
    }

    /// Messages stay on one readable line: no value's newline or escape reaches the terminal,
    /// a long value is cut, and wording names what is wrong with the thing that is wrong.
    @Test(arguments: [
        ("- version: 1\n", "App.skin.yml:1:1: the skin file must be a mapping, not a list"),
        ("version: 1\noutput: o\ntab-items:\n  items:\n    - a.png\n", "App.skin.yml:5:7: each of 'items' must be a mapping, not 'a.png'"),
        ("version: 1\ncatalog: c\nbackgrounds: [[a]]\n", "App.skin.yml:3:15: each of 'backgrounds' must be a mapping, not a list"),
        (item + "      edge-highlight: -1\n", "App.skin.yml:6:23: 'edge-highlight' must be a whole number from 0 to 255, not '-1'"),
        (item + "      edge-highlight: 300\n", "App.skin.yml:6:23: 'edge-highlight' must be a whole number from 0 to 255, not '300'"),
        (item + "      style: \"x\\ny\\e[31m\"\n", "App.skin.yml:6:14: 'style' must be classic, recipe or flat, not 'x\\ny\\u{1B}[31m'"),
        (item + "      style: " + String(repeating: "x", count: 500) + "\n",
         "App.skin.yml:6:14: 'style' must be classic, recipe or flat, not '" + String(repeating: "x", count: String.excerptLength) + "...'"),
        ("version: 1\n\"a\\tb\": 1\n", "App.skin.yml:2:1: unknown key 'a\\tb' in the top level; expected one of: version, output, catalog, ninepatch, compression, appearances, tab-items, backgrounds, tab-bar, nav-bar, cells, color-sets, appearance, preview"),
        (item + "    - mask: Icons/moon/\n", "App.skin.yml:6:13: 'mask' names a folder, 'Icons/moon/': name the image, like Icons/star.png"),
        (item + "      selected-fill: ..\n", "App.skin.yml:6:22: 'selected-fill' names a folder, '..': name the image, like Icons/star.png"),
        ("version: 1\ncatalog: c\nbackgrounds:\n  - {image: /, name: bg, top-cap: 1}\n",
         "App.skin.yml:4:13: 'image' names a folder, '/': name the image, like Icons/star.png"),
    ])
    func messagesReadWell(text: String, expected: String) {
        #expect(Self.error(text) == expected)
    }

    /// An image set never shares a name with a loose file the skin writes, even one differing
    /// only in case (the set would shadow it; outputs of one kind sharing a path are the build
    /// plan's conflicts); and a name is one plain file name: no control characters (a NUL would
    /// cut the path short), not overlong.
    @Test(arguments: [
        // The tab bar's widths are always loose files, even with a catalog.
        ("version: 1\noutput: o\ncatalog: c\nbackgrounds:\n  - {image: x, name: tabbarbackground-320, top-cap: 1}\ntab-bar:\n  widths: [320]\n",
         "App.skin.yml:7:3: 'TabBarBackground-320' would be both an image set and a loose file: line 5 writes 'tabbarbackground-320'"),
        ("version: 1\noutput: o\ncatalog: c\nbackgrounds:\n  - {image: bar, top-cap: 1, sizes: [3x4]}\n  - {image: x, name: bar-3x4, top-cap: 1, sizes: [1x1]}\n",
         "App.skin.yml:6:22: 'bar-3x4' would be both an image set and a loose file: line 5 writes 'bar-3x4'"),
        ("version: 1\noutput: o\ncatalog: c\nbackgrounds:\n  - {image: x, name: bar-3x4, top-cap: 1, sizes: [1x1]}\n  - {image: bar, top-cap: 1, sizes: [3x4]}\n",
         "App.skin.yml:6:38: 'bar-3x4' would be both an image set and a loose file: line 5 writes 'bar-3x4'"),
        (item + "    - mask: b\n      name: \"x\\0y\"\n",
         "App.skin.yml:7:13: 'x\\u{0}y' cannot name an output: use a plain name of at most 200 bytes without '/', '@', '~', control characters or a leading '.'"),
        (item + "    - mask: b\n      name: " + String(repeating: "n", count: 201) + "\n",
         "App.skin.yml:7:13: '" + String(repeating: "n", count: String.excerptLength) + "...' cannot name an output: use a plain name of at most 200 bytes without '/', '@', '~', control characters or a leading '.'"),
    ])
    func outputNamesNeverClash(text: String, expected: String) {
        #expect(Self.error(text) == expected)
    }

    /// A path with a control character would reach the disk cut at a NUL: refused at the value.
    /// A raw control character in the file is placed too.
    @Test(arguments: [
        (item + "    - {mask: \"b\\0c\", name: b}\n", "App.skin.yml:6:14: 'mask' cannot be a path: 'b\\u{0}c' holds a control character"),
        ("version: 1\noutput: \"o\\tp\"\n", "App.skin.yml:2:9: 'output' cannot be a path: 'o\\tp' holds a control character"),
        ("version: 1\noutput: a\u{0}b\n", "App.skin.yml:2:10: malformed YAML: control characters are not allowed"),
        ("version: 1\noutput: \u{7}\n", "App.skin.yml:2:9: malformed YAML: control characters are not allowed"),
    ])
    func pathsHoldNoControlCharacters(text: String, expected: String) {
        #expect(Self.error(text) == expected)
    }

    @Test func badBytesAndFiles() throws {
        #expect(throws: SkinProblem.unreadable(reason: "the file is not UTF-8 text").located(at: "App.skin.yml")) {
            try SkinSpec(parsing: [0x76, 0xFF, 0xFE], path: "App.skin.yml")
        }
        #expect(throws: SkinProblem.tooLarge(bytes: SkinSpec.maximumBytes + 1).located(at: "big.skin.yml")) {
            try SkinSpec(parsing: [UInt8](repeating: 0x20, count: SkinSpec.maximumBytes + 1), path: "big.skin.yml")
        }
        #expect(throws: SkinProblem.unreadable(reason: "no such file or directory").located(at: "/nonexistent/App.skin.yml")) {
            try SkinSpec.load(from: "/nonexistent/App.skin.yml")
        }
    }

    /// Only a regular file is read: a named pipe would block the open forever, a device never end,
    /// and an oversized file is refused by its size without reading it.
    @Test func onlyRegularFilesAreRead() throws {
        let folder = TemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder.path + "/dir.skin.yml", withIntermediateDirectories: true)
        #expect(mkfifo(folder.path + "/pipe.skin.yml", 0o644) == 0)
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/loop.skin.yml", withDestinationPath: "loop.skin.yml")
        folder.write([UInt8](repeating: 0x20, count: SkinSpec.maximumBytes * 3), to: "big.skin.yml")
        #expect(throws: SkinProblem.unreadable(reason: "it is a directory").located(at: folder.path + "/dir.skin.yml")) {
            try SkinSpec.load(from: folder.path + "/dir.skin.yml")
        }
        #expect(throws: SkinProblem.unreadable(reason: "it is not a regular file").located(at: folder.path + "/pipe.skin.yml")) {
            try SkinSpec.load(from: folder.path + "/pipe.skin.yml")
        }
        #expect(throws: SkinProblem.unreadable(reason: "it is not a regular file").located(at: "/dev/zero")) {
            try SkinSpec.load(from: "/dev/zero")
        }
        #expect(throws: SkinProblem.unreadable(reason: "too many levels of symbolic links").located(at: folder.path + "/loop.skin.yml")) {
            try SkinSpec.load(from: folder.path + "/loop.skin.yml")
        }
        #expect(throws: SkinProblem.tooLarge(bytes: SkinSpec.maximumBytes * 3).located(at: folder.path + "/big.skin.yml")) {
            try SkinSpec.load(from: folder.path + "/big.skin.yml")
        }
    }

    /// Yams expands aliases and hashes mapping keys whole, so an alias chain used as a key
    /// would hang; aliases are refused at their position before composing. Anchors alone are harmless.
    @Test func aliasesAreRefusedBeforeTheyExpand() throws {
        var text = "version: 1\nx0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]\n"
        for level in 1...9 {
            text += "x\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ") + "]\n"
        }
        text += "? *a9\n: 1\n"
        #expect(Self.error(text) == "App.skin.yml:3:10: aliases such as '*a0' are not read in skin files; write the value out")
        #expect(Self.error("version: 1\noutput: &o out\ncatalog: *o\n")
            == "App.skin.yml:3:10: aliases such as '*o' are not read in skin files; write the value out")
        #expect(Self.error("version: 1\nx:\n- *x\n").hasPrefix("App.skin.yml:3:3: aliases such as '*x'"))
        // Stars in quoted text, comments and plain words are not aliases.
        let spec = try SkinSpec(parsing: Array("""
            version: 1 # *not an alias
            output: "out*dir"
            tab-items:
              items:
                - &first {mask: 'a*b', name: tab-*x}
                - {mask: "b\\" *", style: flat}
            """.utf8), path: "App.skin.yml")
        #expect(spec.output?.text == "out*dir")
        #expect(spec.tabItems.map(\.mask.path.text) == ["a*b", "b\" *"])
        #expect(spec.tabItems.map(\.name) == ["tab-*x", "b\" *"])
    }

    /// A quote that starts a line of a block scalar or of a plain scalar's continuation is text, not
    /// an opening quote: the aliases after it must still be found (a missed alias chain hangs Yams).
    @Test(arguments: [
        ("version: 1\nnote: |\n  'open\nx: &a [1]\ny: *a\n", "App.skin.yml:5:4"),
        ("version: 1\nnote: a\n  \"open\nx: &a [1]\ny: *a\n", "App.skin.yml:5:4"),
        ("version: 1\nx: &a [1]\ny: {\"k\":*a}\n", "App.skin.yml:3:9"),
        ("version: 1\nx: &a [1]\ny: ['it''s', *a]\n", "App.skin.yml:3:14"),
        ("version: 1\nx: &a [1]\n--- *a\n", "App.skin.yml:3:5"),
    ])
    func aliasesAfterTextThatLooksQuotedAreFound(text: String, position: String) {
        #expect(Self.error(text).hasPrefix(position + ": aliases such as '*a' are not read in skin files"))
    }

    /// Stars inside quoted text, block scalars and comments are never aliases, whatever precedes them.
    @Test func starsInTextAreNotAliases() throws {
        let spec = try SkinSpec(parsing: Array("""
            version: 1
            # - *a comment
            output: 'it''s, *x'
            catalog: |
              - *not, [*an, alias]
            """.utf8), path: "App.skin.yml")
        #expect(spec.output?.text == "it's, *x")
        #expect(spec.catalog?.text == "- *not, [*an, alias]")
    }

    /// A UTF-8 byte order mark (editors on Windows write one) is not part of the text.
    @Test func aByteOrderMarkIsSkipped() throws {
        let spec = try SkinSpec(parsing: [0xEF, 0xBB, 0xBF] + Array("version: 1\noutput: out\n".utf8), path: "App.skin.yml")
        #expect(spec.output?.text == "out" && spec.output?.line == 2 && spec.output?.column == 9)
    }

    /// A tag changes what a value means (`!!binary` is bytes, `!custom` is anyone's guess): refused at the value.
    @Test(arguments: [
        ("version: 1\noutput: !!binary aGVsbG8=\n", "App.skin.yml:2:9: tags such as '!!binary' are not read in skin files; write the value without it"),
        ("version: 1\noutput: o\ntab-items:\n  items:\n    - mask: !custom a\n",
         "App.skin.yml:5:13: tags such as '!custom' are not read in skin files; write the value without it"),
        ("version: 1\ntab-items: !!set {items}\n", "App.skin.yml:2:12: tags such as '!!set' are not read in skin files; write the value without it"),
    ])
    func tagsAreRefused(text: String, expected: String) {
        #expect(Self.error(text) == expected)
    }
}
