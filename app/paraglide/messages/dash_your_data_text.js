/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Your_Data_TextInputs */

const en_dash_your_data_text = /** @type {(inputs: Dash_Your_Data_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Everything we store about you, as a file; or your account removed for good.`)
};

const de_dash_your_data_text = /** @type {(inputs: Dash_Your_Data_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alles, was wir über dich speichern, als Datei; oder dein Konto endgültig löschen.`)
};

const fr_dash_your_data_text = /** @type {(inputs: Dash_Your_Data_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tout ce que nous conservons sur vous, dans un fichier ; ou la suppression définitive de votre compte.`)
};

const es_dash_your_data_text = /** @type {(inputs: Dash_Your_Data_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todo lo que guardamos sobre ti, en un archivo; o tu cuenta eliminada para siempre.`)
};

const pt_br2_dash_your_data_text = /** @type {(inputs: Dash_Your_Data_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tudo o que guardamos sobre você, em um arquivo; ou sua conta removida de vez.`)
};

const ja_dash_your_data_text = /** @type {(inputs: Dash_Your_Data_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`保存しているあなたのデータをファイルで受け取るか、アカウントを完全に削除できます。`)
};

const ko_dash_your_data_text = /** @type {(inputs: Dash_Your_Data_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`저장된 내 정보를 파일로 받거나, 계정을 영구 삭제할 수 있습니다.`)
};

/**
* | output |
* | --- |
* | "Everything we store about you, as a file; or your account removed for good." |
*
* @param {Dash_Your_Data_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const dash_your_data_text = /** @type {((inputs?: Dash_Your_Data_TextInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Your_Data_TextInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_your_data_text(inputs)
	if (locale === "fr") return fr_dash_your_data_text(inputs)
	if (locale === "es") return es_dash_your_data_text(inputs)
	if (locale === "pt-BR") return pt_br2_dash_your_data_text(inputs)
	if (locale === "ja") return ja_dash_your_data_text(inputs)
	if (locale === "ko") return ko_dash_your_data_text(inputs)
	return en_dash_your_data_text(inputs)
});