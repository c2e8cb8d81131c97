/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ain_PaidInputs */

const en_ain_paid = /** @type {(inputs: Ain_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paid listings now`)
};

const de_ain_paid = /** @type {(inputs: Ain_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bezahlte Einträge jetzt`)
};

const fr_ain_paid = /** @type {(inputs: Ain_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fiches payantes actuelles`)
};

const es_ain_paid = /** @type {(inputs: Ain_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anuncios de pago ahora`)
};

const pt_br2_ain_paid = /** @type {(inputs: Ain_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anúncios pagos agora`)
};

const ja_ain_paid = /** @type {(inputs: Ain_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`現在の有料掲載`)
};

const ko_ain_paid = /** @type {(inputs: Ain_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`현재 유료 등록`)
};

/**
* | output |
* | --- |
* | "Paid listings now" |
*
* @param {Ain_PaidInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const ain_paid = /** @type {((inputs?: Ain_PaidInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ain_PaidInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_ain_paid(inputs)
	if (locale === "fr") return fr_ain_paid(inputs)
	if (locale === "es") return es_ain_paid(inputs)
	if (locale === "pt-BR") return pt_br2_ain_paid(inputs)
	if (locale === "ja") return ja_ain_paid(inputs)
	if (locale === "ko") return ko_ain_paid(inputs)
	return en_ain_paid(inputs)
});