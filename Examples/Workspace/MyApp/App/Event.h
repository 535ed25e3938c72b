#import <Foundation/Foundation.h>
@interface Event : NSObject
@property NSString *type;
@end
