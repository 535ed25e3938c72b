import UIKit

let sharedPoster = UIImage(named: "tv_poster")
