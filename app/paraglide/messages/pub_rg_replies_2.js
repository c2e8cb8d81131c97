/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pub_Rg_Replies_2Inputs */

const en_pub_rg_replies_2 = /** @type {(inputs: Pub_Rg_Replies_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Replies follow the same rules as reviews.`)
};

const de_pub_rg_replies_2 = /** @type {(inputs: Pub_Rg_Replies_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Für Antworten gelten dieselben Regeln wie für Bewertungen.`)
};

const fr_pub_rg_replies_2 = /** @type {(inputs: Pub_Rg_Replies_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les réponses suivent les mêmes règles que les avis.`)
};

const es_pub_rg_replies_2 = /** @type {(inputs: Pub_Rg_Replies_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Las respuestas siguen las mismas normas que las reseñas.`)
};

const pt_br2_pub_rg_replies_2 = /** @type {(inputs: Pub_Rg_Replies_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`As respostas seguem as mesmas regras das avaliações.`)
};

const ja_pub_rg_replies_2 = /** @type {(inputs: Pub_Rg_Replies_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`返信にもレビューと同じルールが適用されます。`)
};

const ko_pub_rg_replies_2 = /** @type {(inputs: Pub_Rg_Replies_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`답글에도 리뷰와 같은 규칙이 적용됩니다.`)
};

/**
* | output |
* | --- |
* | "Replies follow the same rules as reviews." |
*
* @param {Pub_Rg_Replies_2Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const pub_rg_replies_2 = /** @type {((inputs?: Pub_Rg_Replies_2Inputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pub_Rg_Replies_2Inputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pub_rg_replies_2(inputs)
	if (locale === "fr") return fr_pub_rg_replies_2(inputs)
	if (locale === "es") return es_pub_rg_replies_2(inputs)
	if (locale === "pt-BR") return pt_br2_pub_rg_replies_2(inputs)
	if (locale === "ja") return ja_pub_rg_replies_2(inputs)
	if (locale === "ko") return ko_pub_rg_replies_2(inputs)
	return en_pub_rg_replies_2(inputs)
});