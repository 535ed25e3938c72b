/// A colour set as the HTML report shows it: one swatch per appearance, the colour on hover.
enum ColorSwatches {
    /// The swatches, in the set's order: a system colour (`systemRedColor`) striped, since its value is the system's.
    static func html(_ set: NamedSet) -> String {
        guard !set.colors.isEmpty else { return "<span class=\"nothumb\"></span>" }
        return "<span class=\"swatches\">" + set.colors.map { look in
            let title = HTMLPage.escape(describe(look))
            guard let components = look.color.components else { return "<span class=\"swatch system\" title=\"\(title)\"></span>" }
            // rgba(), not an 8-digit hex, which older CSS readers (the Nu HTML Checker's) refuse.
            let rgb = components.prefix(3).map { String(Int(($0 * 255).rounded())) }.joined(separator: ",")
            let alpha = String(Double(Int((components[3] * 1000).rounded())) / 1000)
            return "<span class=\"swatch\" style=\"background:rgba(\(rgb),\(alpha))\" title=\"\(title)\"></span>"
        }.joined() + "</span>"
    }

    /// `any #CC6633 srgb, dark #331A0D display-p3`: each appearance's colour in words.
    static func text(_ set: NamedSet) -> String {
        set.colors.isEmpty ? set.appearances.joined(separator: ", ") : set.colors.map(describe).joined(separator: ", ")
    }

    private static func describe(_ look: AppearanceColor) -> String {
        "\(look.appearance) " + (look.color.hex.map { "\($0) \(look.color.colorSpace)" } ?? look.color.systemReference ?? "")
    }
}
