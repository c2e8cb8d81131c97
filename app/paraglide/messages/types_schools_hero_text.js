/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Types_Schools_Hero_TextInputs */

const en_types_schools_hero_text = /** @type {(inputs: Types_Schools_Hero_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Games can teach teamwork, planning and communication. Our program gives your school a licensed library with the controls you need to keep it age-appropriate.`)
};

const de_types_schools_hero_text = /** @type {(inputs: Types_Schools_Hero_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spiele können Teamarbeit, Planung und Kommunikation vermitteln. Unser Programm gibt Ihrer Schule eine lizenzierte Bibliothek mit den Kontrollen, die Sie brauchen, damit alles altersgerecht bleibt.`)
};

const fr_types_schools_hero_text = /** @type {(inputs: Types_Schools_Hero_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les jeux peuvent enseigner l’esprit d’équipe, la planification et la communication. Notre programme offre à votre école une ludothèque sous licence avec les contrôles nécessaires pour rester adapté à l’âge des élèves.`)
};

const es_types_schools_hero_text = /** @type {(inputs: Types_Schools_Hero_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los juegos pueden enseñar trabajo en equipo, planificación y comunicación. Nuestro programa da a tu escuela una biblioteca con licencia y los controles necesarios para que sea apropiada para cada edad.`)
};

const pt_br2_types_schools_hero_text = /** @type {(inputs: Types_Schools_Hero_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Os jogos podem ensinar trabalho em equipe, planejamento e comunicação. Nosso programa dá à sua escola uma biblioteca licenciada com os controles necessários para mantê-la adequada à idade.`)
};

const ja_types_schools_hero_text = /** @type {(inputs: Types_Schools_Hero_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ゲームはチームワーク、計画、コミュニケーションを学ぶ機会になります。私たちのプログラムは、年齢に合った内容に保つための管理機能付きライセンス済みライブラリを学校に提供します。`)
};

const ko_types_schools_hero_text = /** @type {(inputs: Types_Schools_Hero_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`게임은 팀워크, 계획, 소통을 가르칠 수 있습니다. 저희 프로그램은 연령에 맞게 관리할 수 있는 제어 기능과 함께 라이선스 라이브러리를 학교에 제공합니다.`)
};

/**
* | output |
* | --- |
* | "Games can teach teamwork, planning and communication. Our program gives your school a licensed library with the controls you need to keep it age-appropriate." |
*
* @param {Types_Schools_Hero_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const types_schools_hero_text = /** @type {((inputs?: Types_Schools_Hero_TextInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Types_Schools_Hero_TextInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_types_schools_hero_text(inputs)
	if (locale === "fr") return fr_types_schools_hero_text(inputs)
	if (locale === "es") return es_types_schools_hero_text(inputs)
	if (locale === "pt-BR") return pt_br2_types_schools_hero_text(inputs)
	if (locale === "ja") return ja_types_schools_hero_text(inputs)
	if (locale === "ko") return ko_types_schools_hero_text(inputs)
	return en_types_schools_hero_text(inputs)
});