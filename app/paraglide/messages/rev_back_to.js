/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Rev_Back_ToInputs */

const en_rev_back_to = /** @type {(inputs: Rev_Back_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`← Back to ${i?.name}`)
};

const de_rev_back_to = /** @type {(inputs: Rev_Back_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`← Zurück zu ${i?.name}`)
};

const fr_rev_back_to = /** @type {(inputs: Rev_Back_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`← Retour à ${i?.name}`)
};

const es_rev_back_to = /** @type {(inputs: Rev_Back_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`← Volver a ${i?.name}`)
};

const pt_br2_rev_back_to = /** @type {(inputs: Rev_Back_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`← Voltar para ${i?.name}`)
};

const ja_rev_back_to = /** @type {(inputs: Rev_Back_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`← ${i?.name} に戻る`)
};

const ko_rev_back_to = /** @type {(inputs: Rev_Back_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`← ${i?.name}(으)로 돌아가기`)
};

/**
* | output |
* | --- |
* | "← Back to {name}" |
*
* @param {Rev_Back_ToInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const rev_back_to = /** @type {((inputs: Rev_Back_ToInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rev_Back_ToInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_rev_back_to(inputs)
	if (locale === "fr") return fr_rev_back_to(inputs)
	if (locale === "es") return es_rev_back_to(inputs)
	if (locale === "pt-BR") return pt_br2_rev_back_to(inputs)
	if (locale === "ja") return ja_rev_back_to(inputs)
	if (locale === "ko") return ko_rev_back_to(inputs)
	return en_rev_back_to(inputs)
});