import BarSkinCore
internal import CCairo

// The one place BarSkin's drawing enums meet cairo's.

extension CompositeOperator {
    var cairoValue: cairo_operator_t {
        switch self {
        case .over: CAIRO_OPERATOR_OVER
        case .source: CAIRO_OPERATOR_SOURCE
        case .clear: CAIRO_OPERATOR_CLEAR
        case .sourceIn: CAIRO_OPERATOR_IN
        case .sourceAtop: CAIRO_OPERATOR_ATOP
        case .destinationIn: CAIRO_OPERATOR_DEST_IN
        case .destinationOut: CAIRO_OPERATOR_DEST_OUT
        case .destinationOver: CAIRO_OPERATOR_DEST_OVER
        case .multiply: CAIRO_OPERATOR_MULTIPLY
        case .screen: CAIRO_OPERATOR_SCREEN
        case .overlay: CAIRO_OPERATOR_OVERLAY
        case .add: CAIRO_OPERATOR_ADD
        }
    }

    init?(cairoValue: cairo_operator_t) {
        guard let match = Self.allCases.first(where: { $0.cairoValue == cairoValue }) else { return nil }
        self = match
    }
}

extension ImageExtend {
    var cairoValue: cairo_extend_t {
        switch self {
        case .none: CAIRO_EXTEND_NONE
        case .pad: CAIRO_EXTEND_PAD
        case .repeat: CAIRO_EXTEND_REPEAT
        }
    }
}

extension ImageFilter {
    var cairoValue: cairo_filter_t {
        switch self {
        case .nearest: CAIRO_FILTER_NEAREST
        case .bilinear: CAIRO_FILTER_BILINEAR
        case .best: CAIRO_FILTER_BEST
        }
    }
}

extension StrokeStyle.Join {
    var cairoValue: cairo_line_join_t {
        switch self {
        case .miter: CAIRO_LINE_JOIN_MITER
        case .round: CAIRO_LINE_JOIN_ROUND
        case .bevel: CAIRO_LINE_JOIN_BEVEL
        }
    }
}

extension StrokeStyle.Cap {
    var cairoValue: cairo_line_cap_t {
        switch self {
        case .butt: CAIRO_LINE_CAP_BUTT
        case .round: CAIRO_LINE_CAP_ROUND
        case .square: CAIRO_LINE_CAP_SQUARE
        }
    }
}

extension Path.FillRule {
    var cairoValue: cairo_fill_rule_t {
        switch self {
        case .winding: CAIRO_FILL_RULE_WINDING
        case .evenOdd: CAIRO_FILL_RULE_EVEN_ODD
        }
    }
}
