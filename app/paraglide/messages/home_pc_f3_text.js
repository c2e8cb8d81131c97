/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Pc_F3_TextInputs */

const en_home_pc_f3_text = /** @type {(inputs: Home_Pc_F3_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Games download once to your local cache and install fast on every machine.`)
};

const de_home_pc_f3_text = /** @type {(inputs: Home_Pc_F3_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spiele werden einmal in Ihren lokalen Cache geladen und sind auf jedem Rechner schnell installiert.`)
};

const fr_home_pc_f3_text = /** @type {(inputs: Home_Pc_F3_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les jeux se téléchargent une fois dans votre cache local et s’installent vite sur chaque machine.`)
};

const es_home_pc_f3_text = /** @type {(inputs: Home_Pc_F3_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los juegos se descargan una vez en tu caché local y se instalan rápido en cada equipo.`)
};

const pt_br2_home_pc_f3_text = /** @type {(inputs: Home_Pc_F3_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Os jogos são baixados uma vez para o cache local e instalados rapidamente em cada máquina.`)
};

const ja_home_pc_f3_text = /** @type {(inputs: Home_Pc_F3_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ゲームはローカルキャッシュに一度だけダウンロードされ、各マシンにすばやくインストールされます。`)
};

const ko_home_pc_f3_text = /** @type {(inputs: Home_Pc_F3_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`게임은 로컬 캐시에 한 번만 내려받아 모든 PC에 빠르게 설치됩니다.`)
};

/**
* | output |
* | --- |
* | "Games download once to your local cache and install fast on every machine." |
*
* @param {Home_Pc_F3_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const home_pc_f3_text = /** @type {((inputs?: Home_Pc_F3_TextInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Pc_F3_TextInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_home_pc_f3_text(inputs)
	if (locale === "fr") return fr_home_pc_f3_text(inputs)
	if (locale === "es") return es_home_pc_f3_text(inputs)
	if (locale === "pt-BR") return pt_br2_home_pc_f3_text(inputs)
	if (locale === "ja") return ja_home_pc_f3_text(inputs)
	if (locale === "ko") return ko_home_pc_f3_text(inputs)
	return en_home_pc_f3_text(inputs)
});