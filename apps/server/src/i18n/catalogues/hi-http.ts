import type { MessageCatalogue } from '@raktsetu/shared';

/** Hindi for the HTTP layer: framework failures, defaults of AppError, rate limits, idempotency, waits. */
export const HI_HTTP: MessageCatalogue = {
  'in a minute': 'एक मिनट बाद',
  'in {{count}} minutes': '{{count}} मिनट बाद',
  'Too many requests. Please try again {{wait}}.': 'बहुत सारे अनुरोध आ गए। कृपया {{wait}} फिर से कोशिश करें।',
  'Too many changes to notifications. Please try again {{wait}}.':
    'सूचनाओं की सेटिंग बहुत बार बदली गई। कृपया {{wait}} फिर से कोशिश करें।',
  "You don't have permission to do this.": 'आपको यह करने की अनुमति नहीं है।',
  'Not found': 'नहीं मिला',
  'Something went wrong on our side. Please try again.': 'हमारी तरफ़ से कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें।',
  'Invalid value': 'गलत मान',
  'Invalid format': 'गलत फ़ॉर्मैट',
  'The request is not valid.': 'यह अनुरोध सही नहीं है।',
  'The request body is not valid JSON.': 'अनुरोध का डेटा सही JSON नहीं है।',
  'The request body is empty; send a JSON object.': 'अनुरोध का डेटा खाली है; एक JSON ऑब्जेक्ट भेजें।',
  'The address is not valid: it contains a broken %-escape.': 'यह पता सही नहीं है: इसमें एक टूटा हुआ %-escape है।',
  'contains a broken %-escape': 'इसमें एक टूटा हुआ %-escape है',
  'A part of the address is too long.': 'पते का एक हिस्सा बहुत लंबा है।',
  'Send the request body as JSON, with the header Content-Type: application/json.':
    'अनुरोध का डेटा JSON में भेजें, हेडर Content-Type: application/json के साथ।',
  'The request body does not match its Content-Length header.': 'अनुरोध का डेटा उसके Content-Length हेडर से मेल नहीं खाता।',
  'The request body is too large.': 'अनुरोध का डेटा बहुत बड़ा है।',
  'The request body uses a compression this server does not read; send it uncompressed or as gzip.':
    'अनुरोध का डेटा ऐसे कम्प्रेशन में है जिसे यह सर्वर नहीं पढ़ता; इसे बिना कम्प्रेशन के या gzip में भेजें।',
  'The compressed request body could not be read.': 'कम्प्रेस किया हुआ अनुरोध डेटा पढ़ा नहीं जा सका।',
  'Nothing was found at this address.': 'इस पते पर कुछ नहीं मिला।',
  'This method is not allowed at this address.': 'इस पते पर यह तरीका (method) इस्तेमाल नहीं किया जा सकता।',
  'The request took too long to arrive. Please try again.': 'अनुरोध पहुँचने में बहुत देर लगी। कृपया फिर से कोशिश करें।',
  'The request needs a Content-Length header.': 'अनुरोध में Content-Length हेडर होना चाहिए।',
  'The address is too long.': 'पता बहुत लंबा है।',
  'Send the request body as JSON.': 'अनुरोध का डेटा JSON में भेजें।',
  'The address or the request headers are too long.': 'पता या अनुरोध के हेडर बहुत लंबे हैं।',
  'The request could not be understood.': 'अनुरोध समझा नहीं जा सका।',
  'The request could not be read.': 'अनुरोध पढ़ा नहीं जा सका।',
  'No API route for {{method}} at this address': 'इस पते पर {{method}} के लिए कोई API रूट नहीं है',
  'No file for {{method}} at this address': 'इस पते पर {{method}} के लिए कोई फ़ाइल नहीं है',
  '{{header}} must be 8 to 200 letters, digits or - _ . : characters.':
    '{{header}} में 8 से 200 तक अक्षर, अंक या - _ . : चिह्न होने चाहिए।',
  'This {{header}} was already used for a different request.':
    'यह {{header}} किसी दूसरे अनुरोध के लिए पहले ही इस्तेमाल हो चुका है।',
  'The same request is still being processed. Please wait a moment and try again.':
    'यही अनुरोध अभी प्रोसेस हो रहा है। कृपया थोड़ा रुककर फिर से कोशिश करें।',
  'The same request is still being processed. Please try again.': 'यही अनुरोध अभी प्रोसेस हो रहा है। कृपया फिर से कोशिश करें।',
};
