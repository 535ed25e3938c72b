import BarSkinArt
import BarSkinCore

extension SkinArt {
    /// The one way an image family's drawn art is named and placed, for a skin's
    /// `tab-items` and a batch command's `--catalog` alike: for each look (the light
    /// one, then one per appearance) each output, named `outputs[output].name` and
    /// drawn by output `output` of operation `drawnBy[look]`. Arts of one name share an
    /// image set, each look its appearance entries at every scale of the family.
    /// - Parameter export: how a set carries them; nil writes loose PNGs instead.
    static func family(outputs: [(kind: String, name: String)], appearances: [Appearance], drawnBy: [Int],
                       export: ImageSetExport?, position: SkinPosition?) -> [SkinArt] {
        precondition(appearances.count == drawnBy.count, "one drawing per look")
        return appearances.enumerated().flatMap { look, appearance in
            outputs.enumerated().map { index, output in
                var art = SkinArt(name: output.name, kind: output.kind, position: position,
                                  source: .drawn(operation: drawnBy[look], output: index), isLoose: export == nil, imageSet: export)
                art.appearance = appearance
                return art
            }
        }
    }
}
