import type { MessageCatalogue } from '@raktsetu/shared';

/** Marathi for the HTTP layer: framework failures, defaults of AppError, rate limits, idempotency, waits. */
export const MR_HTTP: MessageCatalogue = {
  'in a minute': 'एका मिनिटाने',
  'in {{count}} minutes': '{{count}} मिनिटांनी',
  'Too many requests. Please try again {{wait}}.': 'खूप जास्त विनंत्या आल्या. कृपया {{wait}} पुन्हा प्रयत्न करा.',
  'Too many changes to notifications. Please try again {{wait}}.':
    'सूचनांची सेटिंग खूप वेळा बदलली. कृपया {{wait}} पुन्हा प्रयत्न करा.',
  "You don't have permission to do this.": 'तुम्हाला हे करण्याची परवानगी नाही.',
  'Not found': 'सापडले नाही',
  'Something went wrong on our side. Please try again.': 'आमच्याकडून काहीतरी चूक झाली. कृपया पुन्हा प्रयत्न करा.',
  'Invalid value': 'चुकीचे मूल्य',
  'Invalid format': 'चुकीचे स्वरूप',
  'The request is not valid.': 'ही विनंती योग्य नाही.',
  'The request body is not valid JSON.': 'विनंतीचा डेटा योग्य JSON नाही.',
  'The request body is empty; send a JSON object.': 'विनंतीचा डेटा रिकामा आहे; एक JSON ऑब्जेक्ट पाठवा.',
  'The address is not valid: it contains a broken %-escape.': 'हा पत्ता योग्य नाही: त्यात तुटलेला %-escape आहे.',
  'contains a broken %-escape': 'त्यात तुटलेला %-escape आहे',
  'A part of the address is too long.': 'पत्त्याचा एक भाग खूप लांब आहे.',
  'Send the request body as JSON, with the header Content-Type: application/json.':
    'विनंतीचा डेटा JSON मध्ये, Content-Type: application/json या हेडरसह पाठवा.',
  'The request body does not match its Content-Length header.': 'विनंतीचा डेटा त्याच्या Content-Length हेडरशी जुळत नाही.',
  'The request body is too large.': 'विनंतीचा डेटा खूप मोठा आहे.',
  'The request body uses a compression this server does not read; send it uncompressed or as gzip.':
    'विनंतीचा डेटा अशा कॉम्प्रेशनमध्ये आहे जे हा सर्व्हर वाचत नाही; तो कॉम्प्रेस न करता किंवा gzip मध्ये पाठवा.',
  'The compressed request body could not be read.': 'कॉम्प्रेस केलेला विनंतीचा डेटा वाचता आला नाही.',
  'Nothing was found at this address.': 'या पत्त्यावर काहीही सापडले नाही.',
  'This method is not allowed at this address.': 'या पत्त्यावर ही पद्धत (method) वापरता येत नाही.',
  'The request took too long to arrive. Please try again.': 'विनंती पोहोचायला खूप वेळ लागला. कृपया पुन्हा प्रयत्न करा.',
  'The request needs a Content-Length header.': 'विनंतीमध्ये Content-Length हेडर असावा.',
  'The address is too long.': 'पत्ता खूप लांब आहे.',
  'Send the request body as JSON.': 'विनंतीचा डेटा JSON मध्ये पाठवा.',
  'The address or the request headers are too long.': 'पत्ता किंवा विनंतीचे हेडर खूप लांब आहेत.',
  'The request could not be understood.': 'विनंती समजू शकली नाही.',
  'The request could not be read.': 'विनंती वाचता आली नाही.',
  'No API route for {{method}} at this address': 'या पत्त्यावर {{method}} साठी कोणताही API रूट नाही',
  'No file for {{method}} at this address': 'या पत्त्यावर {{method}} साठी कोणतीही फाइल नाही',
  '{{header}} must be 8 to 200 letters, digits or - _ . : characters.':
    '{{header}} मध्ये 8 ते 200 अक्षरे, अंक किंवा - _ . : चिन्हे असावीत.',
  'This {{header}} was already used for a different request.': 'हा {{header}} दुसऱ्या विनंतीसाठी आधीच वापरला गेला आहे.',
  'The same request is still being processed. Please wait a moment and try again.':
    'हीच विनंती अजून प्रक्रियेत आहे. कृपया थोडे थांबून पुन्हा प्रयत्न करा.',
  'The same request is still being processed. Please try again.': 'हीच विनंती अजून प्रक्रियेत आहे. कृपया पुन्हा प्रयत्न करा.',
};
