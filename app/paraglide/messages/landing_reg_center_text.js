/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Landing_Reg_Center_TextInputs */

const en_landing_reg_center_text = /** @type {(inputs: Landing_Reg_Center_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A permanent venue: LAN center, game arena, college, school, library, hotel, game café or coffee shop. Get listed on the map and apply for Steam PC Cafe setup.`)
};

const de_landing_reg_center_text = /** @type {(inputs: Landing_Reg_Center_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eine feste Location: LAN-Center, Gaming-Arena, Hochschule, Schule, Bibliothek, Hotel, Gaming-Café oder Coffeeshop. Lassen Sie sich auf der Karte eintragen und beantragen Sie die Einrichtung als Steam PC Cafe.`)
};

const fr_landing_reg_center_text = /** @type {(inputs: Landing_Reg_Center_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un lieu permanent : centre LAN, arène de jeu, université, école, bibliothèque, hôtel, café jeux ou coffee shop. Apparaissez sur la carte et demandez l’installation Steam PC Cafe.`)
};

const es_landing_reg_center_text = /** @type {(inputs: Landing_Reg_Center_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un local permanente: centro LAN, arena de juego, universidad, escuela, biblioteca, hotel, cibercafé o cafetería. Aparece en el mapa y solicita la configuración de Steam PC Cafe.`)
};

const pt_br2_landing_reg_center_text = /** @type {(inputs: Landing_Reg_Center_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Um espaço permanente: centro LAN, arena de games, faculdade, escola, biblioteca, hotel, café de games ou cafeteria. Apareça no mapa e solicite a configuração do Steam PC Cafe.`)
};

const ja_landing_reg_center_text = /** @type {(inputs: Landing_Reg_Center_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`常設の施設：LANセンター、ゲームアリーナ、大学、学校、図書館、ホテル、ゲームカフェ、コーヒーショップ。地図に掲載され、Steam PC Cafeの導入を申し込めます。`)
};

const ko_landing_reg_center_text = /** @type {(inputs: Landing_Reg_Center_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`상설 매장: LAN 센터, 게임 아레나, 대학, 학교, 도서관, 호텔, 게임 카페, 커피숍. 지도에 등록하고 Steam PC Cafe 설치를 신청하세요.`)
};

/**
* | output |
* | --- |
* | "A permanent venue: LAN center, game arena, college, school, library, hotel, game café or coffee shop. Get listed on the map and apply for Steam PC Cafe setup." |
*
* @param {Landing_Reg_Center_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const landing_reg_center_text = /** @type {((inputs?: Landing_Reg_Center_TextInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Reg_Center_TextInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_landing_reg_center_text(inputs)
	if (locale === "fr") return fr_landing_reg_center_text(inputs)
	if (locale === "es") return es_landing_reg_center_text(inputs)
	if (locale === "pt-BR") return pt_br2_landing_reg_center_text(inputs)
	if (locale === "ja") return ja_landing_reg_center_text(inputs)
	if (locale === "ko") return ko_landing_reg_center_text(inputs)
	return en_landing_reg_center_text(inputs)
});