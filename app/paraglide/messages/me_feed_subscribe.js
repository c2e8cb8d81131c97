/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Me_Feed_SubscribeInputs */

const en_me_feed_subscribe = /** @type {(inputs: Me_Feed_SubscribeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subscribe in your calendar app`)
};

const de_me_feed_subscribe = /** @type {(inputs: Me_Feed_SubscribeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In deiner Kalender-App abonnieren`)
};

const fr_me_feed_subscribe = /** @type {(inputs: Me_Feed_SubscribeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`S'abonner dans votre application de calendrier`)
};

const es_me_feed_subscribe = /** @type {(inputs: Me_Feed_SubscribeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suscribirse en tu app de calendario`)
};

const pt_br2_me_feed_subscribe = /** @type {(inputs: Me_Feed_SubscribeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Assinar no seu app de calendário`)
};

const ja_me_feed_subscribe = /** @type {(inputs: Me_Feed_SubscribeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`カレンダーアプリで登録`)
};

const ko_me_feed_subscribe = /** @type {(inputs: Me_Feed_SubscribeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`캘린더 앱에서 구독`)
};

/**
* | output |
* | --- |
* | "Subscribe in your calendar app" |
*
* @param {Me_Feed_SubscribeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const me_feed_subscribe = /** @type {((inputs?: Me_Feed_SubscribeInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Me_Feed_SubscribeInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_me_feed_subscribe(inputs)
	if (locale === "fr") return fr_me_feed_subscribe(inputs)
	if (locale === "es") return es_me_feed_subscribe(inputs)
	if (locale === "pt-BR") return pt_br2_me_feed_subscribe(inputs)
	if (locale === "ja") return ja_me_feed_subscribe(inputs)
	if (locale === "ko") return ko_me_feed_subscribe(inputs)
	return en_me_feed_subscribe(inputs)
});