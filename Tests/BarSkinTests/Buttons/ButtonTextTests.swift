import BarSkin
import Foundation
import Testing

/// Fonts, scripts and the one-line errors.
@Suite struct ButtonTextTests {
    @Test func accentedTitleHasEveryGlyph() throws {
        let title = try ButtonTitle("Réglages", look: ButtonCheck.look())
        #expect(title.width > 0 && !title.isTruncated)
    }

    @Test(.enabled(if: ButtonCheck.has("IPAGothic"), "IPAGothic is not installed (fonts-ipafont-gothic)"))
    func japaneseTitleHasEveryGlyph() throws {
        let button = try ButtonArt(.back, title: "設定", look: ButtonCheck.look(family: "IPAGothic"))
        // Two full-width ideographs: 24 points of title.
        #expect(abs(button.title!.width - 24) < 0.5)
        #expect(try button.render([], scale: 2).images.allSatisfy { !ButtonCheck.titlePixels($0).isEmpty })
    }

    @Test(.enabled(if: ButtonCheck.has("KacstOne"), "KacstOne is not installed (fonts-kacst-one)"))
    func arabicTitleHasEveryGlyph() throws {
        let button = try ButtonArt(.back, title: "رجوع", look: ButtonCheck.look(family: "KacstOne"))
        #expect(button.title!.width > 5)
    }

    @Test func aCharacterNoFontHasIsAnError() throws {
        let look = try ButtonCheck.look()
        #expect(throws: TextError.missingGlyphs(title: "Back\u{10FFFD}", family: "Liberation Sans", count: 1)) {
            try ButtonArt(.back, title: "Back\u{10FFFD}", look: look)
        }
        #expect(TextError.missingGlyphs(title: "Back\u{10FFFD}", family: "Liberation Sans", count: 1).message
            == "no installed font, 'Liberation Sans' included, can draw 1 character of the title 'Back\u{10FFFD}'; install a font that has them")
    }

    @Test func emptyAndBlankTitlesAreErrors() throws {
        let look = try ButtonCheck.look()
        #expect(throws: ButtonError.emptyTitle) { try ButtonArt(.back, title: "", look: look) }
        #expect(throws: ButtonError.blankTitle(" \t\n")) { try ButtonArt(.bar, title: " \t\n", look: look) }
        #expect(ButtonError.emptyTitle.message == "the button title is empty")
        #expect(ButtonError.blankTitle(" \t\n").message == "the button title ' \t\\n' is only whitespace")
    }

    @Test func helveticaIsItsMetricCompatibleStandInAndOtherFallbacksAreRefused() throws {
        // fontconfig answers Helvetica with Liberation Sans, made to its metrics: the layout asked for.
        let helvetica = try FontFace(family: "Helvetica")
        #expect(helvetica.family == "Liberation Sans" && helvetica.file.hasSuffix("LiberationSans-Bold.ttf"))
        let look = try ButtonLook(font: helvetica)
        #expect(try ButtonArt(.back, title: "Back", look: look).render([], scale: 2).images
            == (try ButtonArt(.back, title: "Back", look: try ButtonLook()).render([], scale: 2).images))
        // A family fontconfig only falls back for is still refused, whatever it resolves to.
        #expect(throws: TextError.fontNotFound(family: "Futura")) { try FontFace(family: "Futura") }
    }

    @Test func missingFontsSayWhatToInstall() {
        #expect(throws: TextError.fontNotFound(family: "No Such Face")) { try FontFace(family: "No Such Face") }
        #expect(TextError.fontNotFound(family: "No Such Face").message
            == "font 'No Such Face' not found; install it or name an installed family (fc-list lists them)")
        #expect(TextError.fontNotFound(family: "Liberation Sans").message
            == "font 'Liberation Sans' not found; install fonts-liberation2 (Debian, Ubuntu) or brew install --cask font-liberation (macOS)")
        #expect(TextError.fontNotFound(family: "IPAGothic").message
            == "font 'IPAGothic' not found; install fonts-ipafont-gothic (Debian, Ubuntu) or brew install --cask font-ipafont (macOS)")
        #expect(TextError.fontNotFound(family: "KacstOne").message == "font 'KacstOne' not found; install fonts-kacst-one (Debian, Ubuntu)")
        // Helvetica is Liberation Sans on Linux: the package that has its metrics.
        #expect(TextError.fontNotFound(family: "Helvetica").message.hasSuffix("; install fonts-liberation2 (Debian, Ubuntu) or brew install --cask font-liberation (macOS)"))
        #expect(throws: TextError.fontFileMissing(path: "/no/such/font.ttf")) { try FontFace(file: "/no/such/font.ttf") }
        #expect(TextError.fontFileMissing(path: "/no/such/font.ttf").message == "font file '/no/such/font.ttf' does not exist")
        #expect(throws: TextError.fontFileUnreadable(path: "/etc/hostname")) { try FontFace(file: "/etc/hostname") }
        for error in [TextError.fontNotFound(family: "A\nB"), .fontFileMissing(path: "x\ny")] {
            #expect(!error.message.contains("\n"))
        }
    }

    @Test func aTintThatDoesNotParseIsAnError() {
        #expect(throws: DrawingError.invalidColor(text: "#77GGA8", reason: "'G' is not a hex digit")) { try Color(hex: "#77GGA8") }
        #expect(DrawingError.invalidColor(text: "#77GGA8", reason: "'G' is not a hex digit").message
            == "invalid colour \"#77GGA8\": 'G' is not a hex digit")
    }

    static let liberationFile = "/usr/share/fonts/truetype/liberation2/LiberationSans-Bold.ttf"

    @Test(.enabled(if: FileManager.default.fileExists(atPath: liberationFile), "Liberation Sans Bold's file is not installed (fonts-liberation2)"))
    func aFontFileNamesItsFamily() throws {
        let face = try FontFace(file: Self.liberationFile)
        #expect(face.family == "Liberation Sans" && face.file == Self.liberationFile && face.version > 0)
        #expect(try ButtonArt(.back, title: "Back", look: ButtonLook(font: face)).pointSize.width == 52)
    }
}

/// Errors tied to a skin file print like every stage's.
@Suite struct LocatedProblemTests {
    @Test func locatedErrorsNameTheFileAndLine() {
        #expect(ButtonError.emptyTitle.located(at: "skin.yml", line: 4, column: 12).description
            == "skin.yml:4:12: the button title is empty")
        #expect(TextError.fontNotFound(family: "Foo").located(at: "skin.yml").description
            == "skin.yml: font 'Foo' not found; install it or name an installed family (fc-list lists them)")
    }
}
