/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reg_Cover_Hint_ReplaceInputs */

const en_reg_cover_hint_replace = /** @type {(inputs: Reg_Cover_Hint_ReplaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`JPEG, PNG or WebP, at most 10 MB. Choose a file to replace the current one.`)
};

const de_reg_cover_hint_replace = /** @type {(inputs: Reg_Cover_Hint_ReplaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`JPEG, PNG oder WebP, höchstens 10 MB. Wähle eine Datei, um das aktuelle Bild zu ersetzen.`)
};

const fr_reg_cover_hint_replace = /** @type {(inputs: Reg_Cover_Hint_ReplaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`JPEG, PNG ou WebP, 10 Mo maximum. Choisissez un fichier pour remplacer l'image actuelle.`)
};

const es_reg_cover_hint_replace = /** @type {(inputs: Reg_Cover_Hint_ReplaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`JPEG, PNG o WebP, 10 MB como máximo. Elige un archivo para sustituir la imagen actual.`)
};

const pt_br2_reg_cover_hint_replace = /** @type {(inputs: Reg_Cover_Hint_ReplaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`JPEG, PNG ou WebP, no máximo 10 MB. Escolha um arquivo para substituir a imagem atual.`)
};

const ja_reg_cover_hint_replace = /** @type {(inputs: Reg_Cover_Hint_ReplaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`JPEG、PNG、WebP（最大10 MB）。現在の画像を置き換えるにはファイルを選んでください。`)
};

const ko_reg_cover_hint_replace = /** @type {(inputs: Reg_Cover_Hint_ReplaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`JPEG, PNG 또는 WebP, 최대 10MB. 현재 이미지를 바꾸려면 파일을 선택하세요.`)
};

/**
* | output |
* | --- |
* | "JPEG, PNG or WebP, at most 10 MB. Choose a file to replace the current one." |
*
* @param {Reg_Cover_Hint_ReplaceInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const reg_cover_hint_replace = /** @type {((inputs?: Reg_Cover_Hint_ReplaceInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reg_Cover_Hint_ReplaceInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reg_cover_hint_replace(inputs)
	if (locale === "fr") return fr_reg_cover_hint_replace(inputs)
	if (locale === "es") return es_reg_cover_hint_replace(inputs)
	if (locale === "pt-BR") return pt_br2_reg_cover_hint_replace(inputs)
	if (locale === "ja") return ja_reg_cover_hint_replace(inputs)
	if (locale === "ko") return ko_reg_cover_hint_replace(inputs)
	return en_reg_cover_hint_replace(inputs)
});