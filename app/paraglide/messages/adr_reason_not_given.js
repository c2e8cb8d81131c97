/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Adr_Reason_Not_GivenInputs */

const en_adr_reason_not_given = /** @type {(inputs: Adr_Reason_Not_GivenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`not given`)
};

const de_adr_reason_not_given = /** @type {(inputs: Adr_Reason_Not_GivenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`nicht angegeben`)
};

const fr_adr_reason_not_given = /** @type {(inputs: Adr_Reason_Not_GivenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`non indiqué`)
};

const es_adr_reason_not_given = /** @type {(inputs: Adr_Reason_Not_GivenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`no indicado`)
};

const pt_br2_adr_reason_not_given = /** @type {(inputs: Adr_Reason_Not_GivenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`não informado`)
};

const ja_adr_reason_not_given = /** @type {(inputs: Adr_Reason_Not_GivenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`記載なし`)
};

const ko_adr_reason_not_given = /** @type {(inputs: Adr_Reason_Not_GivenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`없음`)
};

/**
* | output |
* | --- |
* | "not given" |
*
* @param {Adr_Reason_Not_GivenInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const adr_reason_not_given = /** @type {((inputs?: Adr_Reason_Not_GivenInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Adr_Reason_Not_GivenInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_adr_reason_not_given(inputs)
	if (locale === "fr") return fr_adr_reason_not_given(inputs)
	if (locale === "es") return es_adr_reason_not_given(inputs)
	if (locale === "pt-BR") return pt_br2_adr_reason_not_given(inputs)
	if (locale === "ja") return ja_adr_reason_not_given(inputs)
	if (locale === "ko") return ko_adr_reason_not_given(inputs)
	return en_adr_reason_not_given(inputs)
});