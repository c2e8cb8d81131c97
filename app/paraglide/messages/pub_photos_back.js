/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pub_Photos_BackInputs */

const en_pub_photos_back = /** @type {(inputs: Pub_Photos_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`← Back to the LAN center`)
};

const de_pub_photos_back = /** @type {(inputs: Pub_Photos_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`← Zurück zum LAN-Center`)
};

const fr_pub_photos_back = /** @type {(inputs: Pub_Photos_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`← Retour au LAN center`)
};

const es_pub_photos_back = /** @type {(inputs: Pub_Photos_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`← Volver al LAN center`)
};

const pt_br2_pub_photos_back = /** @type {(inputs: Pub_Photos_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`← Voltar ao LAN center`)
};

const ja_pub_photos_back = /** @type {(inputs: Pub_Photos_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`← LAN センターに戻る`)
};

const ko_pub_photos_back = /** @type {(inputs: Pub_Photos_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`← LAN 센터로 돌아가기`)
};

/**
* | output |
* | --- |
* | "← Back to the LAN center" |
*
* @param {Pub_Photos_BackInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const pub_photos_back = /** @type {((inputs?: Pub_Photos_BackInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pub_Photos_BackInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pub_photos_back(inputs)
	if (locale === "fr") return fr_pub_photos_back(inputs)
	if (locale === "es") return es_pub_photos_back(inputs)
	if (locale === "pt-BR") return pt_br2_pub_photos_back(inputs)
	if (locale === "ja") return ja_pub_photos_back(inputs)
	if (locale === "ko") return ko_pub_photos_back(inputs)
	return en_pub_photos_back(inputs)
});