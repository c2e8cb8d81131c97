/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ link: NonNullable<unknown> }} Rev_HintInputs */

const en_rev_hint = /** @type {(inputs: Rev_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`20 to 2,000 characters, plain text: links are not shown as links. Please follow our ${i?.link}.`)
};

const de_rev_hint = /** @type {(inputs: Rev_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`20 bis 2.000 Zeichen, reiner Text: Links werden nicht als Links angezeigt. Bitte beachte unsere ${i?.link}.`)
};

const fr_rev_hint = /** @type {(inputs: Rev_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`De 20 à 2 000 caractères, texte brut : les liens ne sont pas affichés comme des liens. Merci de respecter nos ${i?.link}.`)
};

const es_rev_hint = /** @type {(inputs: Rev_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`De 20 a 2.000 caracteres, texto sin formato: los enlaces no se muestran como enlaces. Sigue nuestras ${i?.link}.`)
};

const pt_br2_rev_hint = /** @type {(inputs: Rev_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`De 20 a 2.000 caracteres, texto simples: links não são exibidos como links. Siga nossas ${i?.link}.`)
};

const ja_rev_hint = /** @type {(inputs: Rev_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`20〜2,000 文字、プレーンテキスト（リンクはリンクとして表示されません）。${i?.link}に従ってください。`)
};

const ko_rev_hint = /** @type {(inputs: Rev_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`20~2,000자, 일반 텍스트(링크는 링크로 표시되지 않음). ${i?.link}을 지켜 주세요.`)
};

/**
* | output |
* | --- |
* | "20 to 2,000 characters, plain text: links are not shown as links. Please follow our {link}." |
*
* @param {Rev_HintInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const rev_hint = /** @type {((inputs: Rev_HintInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rev_HintInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_rev_hint(inputs)
	if (locale === "fr") return fr_rev_hint(inputs)
	if (locale === "es") return es_rev_hint(inputs)
	if (locale === "pt-BR") return pt_br2_rev_hint(inputs)
	if (locale === "ja") return ja_rev_hint(inputs)
	if (locale === "ko") return ko_rev_hint(inputs)
	return en_rev_hint(inputs)
});