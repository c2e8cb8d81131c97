/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pub_Rg_Good_3Inputs */

const en_pub_rg_good_3 = /** @type {(inputs: Pub_Rg_Good_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Write 20 to 2,000 characters of plain text. Links are shown as text, never as links.`)
};

const de_pub_rg_good_3 = /** @type {(inputs: Pub_Rg_Good_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Schreib 20 bis 2.000 Zeichen reinen Text. Links werden als Text angezeigt, nie als Links.`)
};

const fr_pub_rg_good_3 = /** @type {(inputs: Pub_Rg_Good_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Écrivez de 20 à 2 000 caractères en texte brut. Les liens s'affichent comme du texte, jamais comme des liens.`)
};

const es_pub_rg_good_3 = /** @type {(inputs: Pub_Rg_Good_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escribe de 20 a 2.000 caracteres de texto sin formato. Los enlaces se muestran como texto, nunca como enlaces.`)
};

const pt_br2_pub_rg_good_3 = /** @type {(inputs: Pub_Rg_Good_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escreva de 20 a 2.000 caracteres de texto simples. Links aparecem como texto, nunca como links.`)
};

const ja_pub_rg_good_3 = /** @type {(inputs: Pub_Rg_Good_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`20〜2,000 文字のプレーンテキストで書いてください。リンクはテキストとして表示され、リンクにはなりません。`)
};

const ko_pub_rg_good_3 = /** @type {(inputs: Pub_Rg_Good_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`20~2,000자의 일반 텍스트로 작성하세요. 링크는 링크가 아닌 텍스트로 표시됩니다.`)
};

/**
* | output |
* | --- |
* | "Write 20 to 2,000 characters of plain text. Links are shown as text, never as links." |
*
* @param {Pub_Rg_Good_3Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const pub_rg_good_3 = /** @type {((inputs?: Pub_Rg_Good_3Inputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pub_Rg_Good_3Inputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pub_rg_good_3(inputs)
	if (locale === "fr") return fr_pub_rg_good_3(inputs)
	if (locale === "es") return es_pub_rg_good_3(inputs)
	if (locale === "pt-BR") return pt_br2_pub_rg_good_3(inputs)
	if (locale === "ja") return ja_pub_rg_good_3(inputs)
	if (locale === "ko") return ko_pub_rg_good_3(inputs)
	return en_pub_rg_good_3(inputs)
});